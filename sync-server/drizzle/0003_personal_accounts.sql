ALTER TABLE `accounts` ADD `name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `accounts` ADD `active` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `accounts` ADD `requires_password_change` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `accounts` ADD `from_environment` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Every account before this migration is one of the two the environment names.
UPDATE `accounts` SET `from_environment` = 1;