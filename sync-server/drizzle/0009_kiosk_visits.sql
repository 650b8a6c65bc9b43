CREATE TABLE `kiosk_actions` (
	`device_id` text NOT NULL,
	`action_id` text NOT NULL,
	`status` integer NOT NULL,
	`answer` text NOT NULL,
	`customer_ids` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`device_id`) REFERENCES `kiosk_devices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `kiosk_actions_device_action` ON `kiosk_actions` (`device_id`,`action_id`);--> statement-breakpoint
CREATE TABLE `signatures` (
	`id` text PRIMARY KEY NOT NULL,
	`png` blob NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`device_id` text,
	`contact_id` text,
	`customer_id` text NOT NULL,
	FOREIGN KEY (`device_id`) REFERENCES `kiosk_devices`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `signatures_customer` ON `signatures` (`customer_id`);