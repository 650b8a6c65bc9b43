CREATE TABLE `customer_month_versions` (
	`customer_id` text NOT NULL,
	`month` text NOT NULL,
	`token` text NOT NULL,
	PRIMARY KEY(`customer_id`, `month`)
);--> statement-breakpoint
INSERT INTO `customer_month_versions` (`customer_id`, `month`, `token`)
  SELECT `c`, `m`, hex(randomblob(8)) FROM (
    SELECT DISTINCT `customer_id` AS `c`, substr(`date`, 1, 7) AS `m` FROM `daily_attendance`
    UNION SELECT DISTINCT `customer_id`, substr(`date`, 1, 7) FROM `sessions`
  ) WHERE `c` IS NOT NULL
  ON CONFLICT (`customer_id`, `month`) DO NOTHING;--> statement-breakpoint
CREATE TRIGGER `customer_months_days_insert` AFTER INSERT ON `daily_attendance`
BEGIN
  INSERT INTO `customer_month_versions` (`customer_id`, `month`, `token`)
    SELECT `c`, `m`, hex(randomblob(8)) FROM (SELECT NEW.`customer_id` AS `c`, substr(NEW.`date`, 1, 7) AS `m`) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`, `month`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `customer_months_days_update` AFTER UPDATE ON `daily_attendance`
BEGIN
  INSERT INTO `customer_month_versions` (`customer_id`, `month`, `token`)
    SELECT `c`, `m`, hex(randomblob(8)) FROM (SELECT NEW.`customer_id` AS `c`, substr(NEW.`date`, 1, 7) AS `m` UNION SELECT OLD.`customer_id`, substr(OLD.`date`, 1, 7)) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`, `month`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `customer_months_days_delete` AFTER DELETE ON `daily_attendance`
BEGIN
  INSERT INTO `customer_month_versions` (`customer_id`, `month`, `token`)
    SELECT `c`, `m`, hex(randomblob(8)) FROM (SELECT OLD.`customer_id` AS `c`, substr(OLD.`date`, 1, 7) AS `m`) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`, `month`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `customer_months_visits_insert` AFTER INSERT ON `sessions`
BEGIN
  INSERT INTO `customer_month_versions` (`customer_id`, `month`, `token`)
    SELECT `c`, `m`, hex(randomblob(8)) FROM (SELECT NEW.`customer_id` AS `c`, substr(NEW.`date`, 1, 7) AS `m`) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`, `month`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `customer_months_visits_update` AFTER UPDATE ON `sessions`
BEGIN
  INSERT INTO `customer_month_versions` (`customer_id`, `month`, `token`)
    SELECT `c`, `m`, hex(randomblob(8)) FROM (SELECT NEW.`customer_id` AS `c`, substr(NEW.`date`, 1, 7) AS `m` UNION SELECT OLD.`customer_id`, substr(OLD.`date`, 1, 7)) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`, `month`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `customer_months_visits_delete` AFTER DELETE ON `sessions`
BEGIN
  INSERT INTO `customer_month_versions` (`customer_id`, `month`, `token`)
    SELECT `c`, `m`, hex(randomblob(8)) FROM (SELECT OLD.`customer_id` AS `c`, substr(OLD.`date`, 1, 7) AS `m`) WHERE `c` IS NOT NULL
    ON CONFLICT (`customer_id`, `month`) DO UPDATE SET `token` = excluded.`token`;
END;
