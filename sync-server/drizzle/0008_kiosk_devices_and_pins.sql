CREATE TABLE `kiosk_activity` (
	`device_id` text PRIMARY KEY NOT NULL,
	`last_seen_at` integer,
	`wrong_pins` integer DEFAULT 0 NOT NULL,
	`paused_until` integer,
	FOREIGN KEY (`device_id`) REFERENCES `kiosk_devices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `kiosk_devices` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_by_id` text,
	`created_by_name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `kiosk_devices_token_hash_unique` ON `kiosk_devices` (`token_hash`);--> statement-breakpoint
ALTER TABLE `contacts` ADD `pin_lookup` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `pin_hash` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `pin_set_by` text;--> statement-breakpoint
CREATE UNIQUE INDEX `contacts_pin_lookup_unique` ON `contacts` (`pin_lookup`);