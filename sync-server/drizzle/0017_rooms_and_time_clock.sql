CREATE TABLE `room_ratio_states` (
	`room_id` text PRIMARY KEY NOT NULL,
	`in_ratio` integer NOT NULL,
	`since` integer NOT NULL,
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rooms` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`min_age_months` integer NOT NULL,
	`max_age_months` integer NOT NULL,
	`children_per_staff` integer NOT NULL,
	`max_children` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`archived_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `time_clock_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`kind` text NOT NULL,
	`room_id` text,
	`start_at` integer NOT NULL,
	`end_at` integer,
	`source` text NOT NULL,
	`kiosk_device_id` text,
	`corrected_by_id` text,
	`corrected_at` integer,
	`correction_reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`kiosk_device_id`) REFERENCES `kiosk_devices`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `time_clock_account_start` ON `time_clock_entries` (`account_id`,`start_at`);--> statement-breakpoint
CREATE INDEX `time_clock_start` ON `time_clock_entries` (`start_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `time_clock_running` ON `time_clock_entries` (`account_id`) WHERE end_at is null;--> statement-breakpoint
ALTER TABLE `accounts` ADD `pin_lookup` text;--> statement-breakpoint
ALTER TABLE `accounts` ADD `pin_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_pin_lookup_unique` ON `accounts` (`pin_lookup`);--> statement-breakpoint
ALTER TABLE `customers` ADD `room_id` text REFERENCES rooms(id) ON DELETE set null;