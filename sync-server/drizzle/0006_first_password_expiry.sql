ALTER TABLE `customer_logins` ADD `first_password_expires_at` integer;--> statement-breakpoint
-- A login still on its first password gets the whole lifetime (14 days) from the upgrade.
UPDATE `customer_logins` SET `first_password_expires_at` = cast(unixepoch('subsec') * 1000 as integer) + 14 * 24 * 60 * 60 * 1000 WHERE `requires_password_change` = 1;
