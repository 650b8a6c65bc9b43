CREATE TABLE `family_ledger_versions` (
	`family_id` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL
);--> statement-breakpoint
INSERT INTO `family_ledger_versions` (`family_id`, `token`)
  SELECT `id`, hex(randomblob(8)) FROM `families`
  UNION SELECT coalesce(`family_id`, `id`), hex(randomblob(8)) FROM `customers` WHERE true
  ON CONFLICT (`family_id`) DO NOTHING;--> statement-breakpoint
CREATE TRIGGER `family_ledger_days_insert` AFTER INSERT ON `daily_attendance`
BEGIN
  INSERT INTO `family_ledger_versions` (`family_id`, `token`)
    SELECT `f`, hex(randomblob(8)) FROM (SELECT coalesce(`family_id`, `id`) AS `f` FROM `customers` WHERE `id` = NEW.`customer_id`) WHERE `f` IS NOT NULL
    ON CONFLICT (`family_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `family_ledger_days_update` AFTER UPDATE ON `daily_attendance`
WHEN OLD.`id` IS NOT NEW.`id` OR OLD.`customer_id` IS NOT NEW.`customer_id` OR OLD.`date` IS NOT NEW.`date` OR OLD.`is_present` IS NOT NEW.`is_present` OR OLD.`is_early_pickup` IS NOT NEW.`is_early_pickup` OR OLD.`is_late_pickup` IS NOT NEW.`is_late_pickup` OR OLD.`pickup_reason` IS NOT NEW.`pickup_reason` OR OLD.`check_received` IS NOT NEW.`check_received` OR OLD.`daily_cost_cents` IS NOT NEW.`daily_cost_cents` OR OLD.`arrival_time` IS NOT NEW.`arrival_time` OR OLD.`departure_time` IS NOT NEW.`departure_time` OR OLD.`created_at` IS NOT NEW.`created_at` OR OLD.`part_paid_cents` IS NOT NEW.`part_paid_cents`
BEGIN
  INSERT INTO `family_ledger_versions` (`family_id`, `token`)
    SELECT `f`, hex(randomblob(8)) FROM (SELECT coalesce(`family_id`, `id`) AS `f` FROM `customers` WHERE `id` IN (OLD.`customer_id`, NEW.`customer_id`)) WHERE `f` IS NOT NULL
    ON CONFLICT (`family_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `family_ledger_days_delete` AFTER DELETE ON `daily_attendance`
BEGIN
  INSERT INTO `family_ledger_versions` (`family_id`, `token`)
    SELECT `f`, hex(randomblob(8)) FROM (SELECT coalesce(`family_id`, `id`) AS `f` FROM `customers` WHERE `id` = OLD.`customer_id`) WHERE `f` IS NOT NULL
    ON CONFLICT (`family_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `family_ledger_payments_insert` AFTER INSERT ON `payments`
BEGIN
  INSERT INTO `family_ledger_versions` (`family_id`, `token`)
    SELECT `f`, hex(randomblob(8)) FROM (SELECT coalesce(NEW.`family_id`, (SELECT coalesce(`family_id`, `id`) FROM `customers` WHERE `id` = NEW.`customer_id`)) AS `f`) WHERE `f` IS NOT NULL
    ON CONFLICT (`family_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `family_ledger_payments_update` AFTER UPDATE ON `payments`
WHEN OLD.`id` IS NOT NEW.`id` OR OLD.`customer_id` IS NOT NEW.`customer_id` OR OLD.`session_id` IS NOT NEW.`session_id` OR OLD.`amount_cents` IS NOT NEW.`amount_cents` OR OLD.`stripe_payment_intent_id` IS NOT NEW.`stripe_payment_intent_id` OR OLD.`status` IS NOT NEW.`status` OR OLD.`created_at` IS NOT NEW.`created_at` OR OLD.`method` IS NOT NEW.`method` OR OLD.`received_on` IS NOT NEW.`received_on` OR OLD.`note` IS NOT NEW.`note` OR OLD.`covered_dates` IS NOT NEW.`covered_dates` OR OLD.`family_id` IS NOT NEW.`family_id` OR OLD.`payer_name` IS NOT NEW.`payer_name` OR OLD.`receipt_number` IS NOT NEW.`receipt_number` OR OLD.`reversed_at` IS NOT NEW.`reversed_at` OR OLD.`reversed_by_name` IS NOT NEW.`reversed_by_name` OR OLD.`reversal_reason` IS NOT NEW.`reversal_reason`
BEGIN
  INSERT INTO `family_ledger_versions` (`family_id`, `token`)
    SELECT `f`, hex(randomblob(8)) FROM (SELECT coalesce(NEW.`family_id`, (SELECT coalesce(`family_id`, `id`) FROM `customers` WHERE `id` = NEW.`customer_id`)) AS `f` UNION SELECT coalesce(OLD.`family_id`, (SELECT coalesce(`family_id`, `id`) FROM `customers` WHERE `id` = OLD.`customer_id`)) AS `f`) WHERE `f` IS NOT NULL
    ON CONFLICT (`family_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `family_ledger_payments_delete` AFTER DELETE ON `payments`
BEGIN
  INSERT INTO `family_ledger_versions` (`family_id`, `token`)
    SELECT `f`, hex(randomblob(8)) FROM (SELECT coalesce(OLD.`family_id`, (SELECT coalesce(`family_id`, `id`) FROM `customers` WHERE `id` = OLD.`customer_id`)) AS `f`) WHERE `f` IS NOT NULL
    ON CONFLICT (`family_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `family_ledger_adjustments_insert` AFTER INSERT ON `ledger_adjustments`
BEGIN
  INSERT INTO `family_ledger_versions` (`family_id`, `token`)
    SELECT `f`, hex(randomblob(8)) FROM (SELECT NEW.`family_id` AS `f`) WHERE `f` IS NOT NULL
    ON CONFLICT (`family_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `family_ledger_adjustments_update` AFTER UPDATE ON `ledger_adjustments`
WHEN OLD.`id` IS NOT NEW.`id` OR OLD.`family_id` IS NOT NEW.`family_id` OR OLD.`amount_cents` IS NOT NEW.`amount_cents` OR OLD.`kind` IS NOT NEW.`kind` OR OLD.`reason` IS NOT NEW.`reason` OR OLD.`on_date` IS NOT NEW.`on_date` OR OLD.`created_at` IS NOT NEW.`created_at` OR OLD.`created_by_name` IS NOT NEW.`created_by_name`
BEGIN
  INSERT INTO `family_ledger_versions` (`family_id`, `token`)
    SELECT `f`, hex(randomblob(8)) FROM (SELECT NEW.`family_id` AS `f` UNION SELECT OLD.`family_id`) WHERE `f` IS NOT NULL
    ON CONFLICT (`family_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `family_ledger_adjustments_delete` AFTER DELETE ON `ledger_adjustments`
BEGIN
  INSERT INTO `family_ledger_versions` (`family_id`, `token`)
    SELECT `f`, hex(randomblob(8)) FROM (SELECT OLD.`family_id` AS `f`) WHERE `f` IS NOT NULL
    ON CONFLICT (`family_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `family_ledger_children_insert` AFTER INSERT ON `customers`
BEGIN
  INSERT INTO `family_ledger_versions` (`family_id`, `token`)
    SELECT `f`, hex(randomblob(8)) FROM (SELECT coalesce(NEW.`family_id`, NEW.`id`) AS `f`) WHERE `f` IS NOT NULL
    ON CONFLICT (`family_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `family_ledger_children_update` AFTER UPDATE ON `customers`
WHEN OLD.`id` IS NOT NEW.`id` OR OLD.`name` IS NOT NEW.`name` OR OLD.`email` IS NOT NEW.`email` OR OLD.`phone` IS NOT NEW.`phone` OR OLD.`emergency_contact` IS NOT NEW.`emergency_contact` OR OLD.`emergency_phone` IS NOT NEW.`emergency_phone` OR OLD.`hourly_rate_cents` IS NOT NEW.`hourly_rate_cents` OR OLD.`stripe_customer_id` IS NOT NEW.`stripe_customer_id` OR OLD.`payment_method_id` IS NOT NEW.`payment_method_id` OR OLD.`auto_payment` IS NOT NEW.`auto_payment` OR OLD.`default_monday` IS NOT NEW.`default_monday` OR OLD.`default_tuesday` IS NOT NEW.`default_tuesday` OR OLD.`default_wednesday` IS NOT NEW.`default_wednesday` OR OLD.`default_thursday` IS NOT NEW.`default_thursday` OR OLD.`default_friday` IS NOT NEW.`default_friday` OR OLD.`notes` IS NOT NEW.`notes` OR OLD.`created_at` IS NOT NEW.`created_at` OR OLD.`family_id` IS NOT NEW.`family_id` OR OLD.`birth_date` IS NOT NEW.`birth_date` OR OLD.`allergies` IS NOT NEW.`allergies` OR OLD.`medical_notes` IS NOT NEW.`medical_notes` OR OLD.`room_id` IS NOT NEW.`room_id`
BEGIN
  INSERT INTO `family_ledger_versions` (`family_id`, `token`)
    SELECT `f`, hex(randomblob(8)) FROM (SELECT coalesce(NEW.`family_id`, NEW.`id`) AS `f` UNION SELECT coalesce(OLD.`family_id`, OLD.`id`)) WHERE `f` IS NOT NULL
    ON CONFLICT (`family_id`) DO UPDATE SET `token` = excluded.`token`;
END;--> statement-breakpoint
CREATE TRIGGER `family_ledger_children_delete` AFTER DELETE ON `customers`
BEGIN
  INSERT INTO `family_ledger_versions` (`family_id`, `token`)
    SELECT `f`, hex(randomblob(8)) FROM (SELECT coalesce(OLD.`family_id`, OLD.`id`) AS `f`) WHERE `f` IS NOT NULL
    ON CONFLICT (`family_id`) DO UPDATE SET `token` = excluded.`token`;
END;
