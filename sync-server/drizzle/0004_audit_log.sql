CREATE TABLE `audit_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_kind` text NOT NULL,
	`actor_id` text,
	`actor_name` text NOT NULL,
	`device_id` text,
	`action` text NOT NULL,
	`customer_id` text,
	`date` text,
	`summary` text NOT NULL,
	`before` text,
	`after` text
);
--> statement-breakpoint
CREATE INDEX `audit_entries_customer` ON `audit_entries` (`customer_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_entries_actor` ON `audit_entries` (`actor_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_entries_at` ON `audit_entries` (`at`);--> statement-breakpoint
CREATE TRIGGER `audit_entries_no_update` BEFORE UPDATE ON `audit_entries`
BEGIN
  SELECT RAISE(ABORT, 'audit entries are append-only');
END;--> statement-breakpoint
CREATE TRIGGER `audit_entries_no_delete` BEFORE DELETE ON `audit_entries`
BEGIN
  SELECT RAISE(ABORT, 'audit entries are append-only');
END;
