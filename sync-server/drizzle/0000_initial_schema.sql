CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`role` text NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_username_unique` ON `accounts` (`username`);--> statement-breakpoint
CREATE TABLE `auth_sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`expire` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auth_sessions_expire` ON `auth_sessions` (`expire`);--> statement-breakpoint
CREATE TABLE `customer_logins` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`requires_password_change` integer DEFAULT true NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_logins_username_unique` ON `customer_logins` (`username`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`phone` text,
	`emergency_contact` text,
	`emergency_phone` text,
	`hourly_rate_cents` integer DEFAULT 2500 NOT NULL,
	`stripe_customer_id` text,
	`payment_method_id` text,
	`auto_payment` integer DEFAULT false NOT NULL,
	`default_monday` integer DEFAULT false NOT NULL,
	`default_tuesday` integer DEFAULT false NOT NULL,
	`default_wednesday` integer DEFAULT false NOT NULL,
	`default_thursday` integer DEFAULT false NOT NULL,
	`default_friday` integer DEFAULT false NOT NULL,
	`notes` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `daily_attendance` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`date` text NOT NULL,
	`is_present` integer DEFAULT false NOT NULL,
	`is_early_pickup` integer DEFAULT false NOT NULL,
	`is_late_pickup` integer DEFAULT false NOT NULL,
	`pickup_reason` text,
	`check_received` integer DEFAULT false NOT NULL,
	`daily_cost_cents` integer,
	`arrival_time` text,
	`departure_time` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `daily_attendance_customer_date` ON `daily_attendance` (`customer_id`,`date`);--> statement-breakpoint
CREATE INDEX `daily_attendance_date` ON `daily_attendance` (`date`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`session_id` text,
	`amount_cents` integer NOT NULL,
	`stripe_payment_intent_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payments_customer` ON `payments` (`customer_id`);--> statement-breakpoint
CREATE TABLE `schedule_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`date` text NOT NULL,
	`note` text,
	`status` text DEFAULT 'attending' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `schedule_notes_customer_date` ON `schedule_notes` (`customer_id`,`date`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`date` text NOT NULL,
	`check_in_time` integer NOT NULL,
	`check_out_time` integer,
	`duration` integer,
	`total_cost_cents` integer,
	`is_paid` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_customer_date` ON `sessions` (`customer_id`,`date`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `weekly_confirmations` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`week_start` text NOT NULL,
	`status` text NOT NULL,
	`details` text,
	`confirmed_at` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `weekly_confirmations_customer_week` ON `weekly_confirmations` (`customer_id`,`week_start`);--> statement-breakpoint
CREATE TABLE `weekly_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`week_start` text NOT NULL,
	`note_type` text NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `weekly_notes_customer_week_type` ON `weekly_notes` (`customer_id`,`week_start`,`note_type`);--> statement-breakpoint
CREATE TABLE `yjs_snapshots` (
	`doc_name` text PRIMARY KEY NOT NULL,
	`state` blob NOT NULL,
	`last_update_id` integer NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `yjs_updates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_name` text NOT NULL,
	`update` blob NOT NULL
);
--> statement-breakpoint
CREATE INDEX `yjs_updates_doc` ON `yjs_updates` (`doc_name`,`id`);