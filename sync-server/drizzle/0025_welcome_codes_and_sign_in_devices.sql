CREATE TABLE `sign_in_devices` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`issued_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `customer_logins` ADD `welcome_code_hash` text;