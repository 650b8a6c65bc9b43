-- Offline PIN checks keep a salt of each PIN's own and a 10-bit tag, never a full verifier
-- (decision 065). Dropping the PBKDF2 verifiers of decision 029 wipes them: under one shared
-- salt they gave every PIN back in minutes. Tags are derived again the next time the server sees
-- a 6-digit PIN (set, or typed at a kiosk online).
ALTER TABLE `contacts` ADD `pin_offline_salt` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `pin_offline_tag` integer;--> statement-breakpoint
ALTER TABLE `contacts` DROP COLUMN `pin_offline_verifier`;--> statement-breakpoint
-- Staff PINs leave the roster: offline, the time clock needs the network anyway (decision 065).
ALTER TABLE `accounts` DROP COLUMN `pin_offline_verifier`;--> statement-breakpoint
ALTER TABLE `kiosk_devices` ADD `revoked_reason` text;--> statement-breakpoint
ALTER TABLE `kiosk_devices` ADD `revoked_by_name` text;--> statement-breakpoint
-- Every kiosk revoked so far was revoked by staff; the audit log names who did it.
UPDATE `kiosk_devices` SET `revoked_reason` = 'revoked', `revoked_by_name` = (
  SELECT `actor_name` FROM `audit_entries`
  WHERE `action` = 'kiosk.device-revoked' AND json_extract(`before`, '$.deviceId') = `kiosk_devices`.`id`
  ORDER BY `at` DESC LIMIT 1
) WHERE `revoked_at` IS NOT NULL;
