CREATE TABLE `customer_record_versions` (
	`customer_id` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL
);--> statement-breakpoint
INSERT INTO `customer_record_versions` (`customer_id`, `token`)
  SELECT `id`, hex(randomblob(8)) FROM `customers` WHERE true
  ON CONFLICT (`customer_id`) DO NOTHING;--> statement-breakpoint
CREATE TRIGGER `customer_records_days_insert` AFTER INSERT ON `daily_attendance`
BEGIN
  INSERT INTO `customer_record_versions` (`customer_id`, `token`)
    SELECT `c`, hex(randomblob(8)) FROM (SELECT NEW.`customer_id` AS `c`) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `customer_records_days_update` AFTER UPDATE ON `daily_attendance`
BEGIN
  INSERT INTO `customer_record_versions` (`customer_id`, `token`)
    SELECT `c`, hex(randomblob(8)) FROM (SELECT NEW.`customer_id` AS `c` UNION SELECT OLD.`customer_id`) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `customer_records_days_delete` AFTER DELETE ON `daily_attendance`
BEGIN
  INSERT INTO `customer_record_versions` (`customer_id`, `token`)
    SELECT `c`, hex(randomblob(8)) FROM (SELECT OLD.`customer_id` AS `c`) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `customer_records_visits_insert` AFTER INSERT ON `sessions`
BEGIN
  INSERT INTO `customer_record_versions` (`customer_id`, `token`)
    SELECT `c`, hex(randomblob(8)) FROM (SELECT NEW.`customer_id` AS `c`) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `customer_records_visits_update` AFTER UPDATE ON `sessions`
BEGIN
  INSERT INTO `customer_record_versions` (`customer_id`, `token`)
    SELECT `c`, hex(randomblob(8)) FROM (SELECT NEW.`customer_id` AS `c` UNION SELECT OLD.`customer_id`) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `customer_records_visits_delete` AFTER DELETE ON `sessions`
BEGIN
  INSERT INTO `customer_record_versions` (`customer_id`, `token`)
    SELECT `c`, hex(randomblob(8)) FROM (SELECT OLD.`customer_id` AS `c`) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `customer_records_payments_insert` AFTER INSERT ON `payments`
BEGIN
  INSERT INTO `customer_record_versions` (`customer_id`, `token`)
    SELECT `c`, hex(randomblob(8)) FROM (SELECT NEW.`customer_id` AS `c`) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `customer_records_payments_update` AFTER UPDATE ON `payments`
BEGIN
  INSERT INTO `customer_record_versions` (`customer_id`, `token`)
    SELECT `c`, hex(randomblob(8)) FROM (SELECT NEW.`customer_id` AS `c` UNION SELECT OLD.`customer_id`) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `customer_records_payments_delete` AFTER DELETE ON `payments`
BEGIN
  INSERT INTO `customer_record_versions` (`customer_id`, `token`)
    SELECT `c`, hex(randomblob(8)) FROM (SELECT OLD.`customer_id` AS `c`) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`) DO UPDATE SET `token` = excluded.`token`;
END;
