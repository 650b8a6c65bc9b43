-- The day's charge and minutes as its day record says (decision 069). No data is written here:
-- the first start after this migration projects every week document again from its day records
-- (once task `week.day-records`), which fills both columns and folds the times older apps
-- stored into visits.
ALTER TABLE `daily_attendance` ADD `charge_cents` integer;--> statement-breakpoint
ALTER TABLE `daily_attendance` ADD `minutes` integer;--> statement-breakpoint
-- The family ledger's cache (decision 043) must see a change of either: the ledger charges
-- `charge_cents`, which a rate change or a closed stay may change alone.
DROP TRIGGER `family_ledger_days_update`;--> statement-breakpoint
CREATE TRIGGER `family_ledger_days_update` AFTER UPDATE ON `daily_attendance`
WHEN OLD.`id` IS NOT NEW.`id` OR OLD.`customer_id` IS NOT NEW.`customer_id` OR OLD.`date` IS NOT NEW.`date` OR OLD.`is_present` IS NOT NEW.`is_present` OR OLD.`is_early_pickup` IS NOT NEW.`is_early_pickup` OR OLD.`is_late_pickup` IS NOT NEW.`is_late_pickup` OR OLD.`pickup_reason` IS NOT NEW.`pickup_reason` OR OLD.`check_received` IS NOT NEW.`check_received` OR OLD.`daily_cost_cents` IS NOT NEW.`daily_cost_cents` OR OLD.`arrival_time` IS NOT NEW.`arrival_time` OR OLD.`departure_time` IS NOT NEW.`departure_time` OR OLD.`created_at` IS NOT NEW.`created_at` OR OLD.`part_paid_cents` IS NOT NEW.`part_paid_cents` OR OLD.`charge_cents` IS NOT NEW.`charge_cents` OR OLD.`minutes` IS NOT NEW.`minutes`
BEGIN
  INSERT INTO `family_ledger_versions` (`family_id`, `token`)
    SELECT `f`, hex(randomblob(8)) FROM (SELECT coalesce(`family_id`, `id`) AS `f` FROM `customers` WHERE `id` IN (OLD.`customer_id`, NEW.`customer_id`)) WHERE `f` IS NOT NULL
    ON CONFLICT (`family_id`) DO UPDATE SET `token` = excluded.`token`;
END;
