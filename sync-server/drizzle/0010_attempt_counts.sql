CREATE TABLE `attempt_counts` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`window_ends_at` integer,
	`blocked_until` integer
);
--> statement-breakpoint
-- A kiosk's wrong PINs and pause carry over, so upgrading forgives nothing.
INSERT INTO `attempt_counts` (`key`, `count`, `window_ends_at`, `blocked_until`)
	SELECT 'kiosk:' || `device_id`, `wrong_pins`, NULL, `paused_until` FROM `kiosk_activity`
	WHERE `wrong_pins` > 0 OR `paused_until` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `kiosk_activity` DROP COLUMN `wrong_pins`;--> statement-breakpoint
ALTER TABLE `kiosk_activity` DROP COLUMN `paused_until`;