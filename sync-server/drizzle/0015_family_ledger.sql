CREATE TABLE `ledger_adjustments` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`kind` text DEFAULT 'adjustment' NOT NULL,
	`reason` text NOT NULL,
	`on_date` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`created_by_name` text NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ledger_adjustments_family` ON `ledger_adjustments` (`family_id`);--> statement-breakpoint
ALTER TABLE `daily_attendance` ADD `part_paid_cents` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `family_id` text REFERENCES families(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `payments` ADD `payer_name` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `receipt_number` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `reversed_at` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `reversed_by_name` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `reversal_reason` text;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_receipt_number_unique` ON `payments` (`receipt_number`);--> statement-breakpoint
CREATE INDEX `payments_family` ON `payments` (`family_id`);--> statement-breakpoint
-- Each earlier payment belongs to its child's family (decision 031).
UPDATE `payments` SET `family_id` = (SELECT `family_id` FROM `customers` WHERE `customers`.`id` = `payments`.`customer_id`);--> statement-breakpoint
-- Payments already received get receipt numbers in the order they were stored.
UPDATE `payments` SET `receipt_number` = (SELECT count(*) FROM `payments` AS `earlier` WHERE `earlier`.`status` = 'succeeded' AND (`earlier`.`created_at` < `payments`.`created_at` OR (`earlier`.`created_at` = `payments`.`created_at` AND `earlier`.`id` <= `payments`.`id`))) WHERE `status` = 'succeeded';
