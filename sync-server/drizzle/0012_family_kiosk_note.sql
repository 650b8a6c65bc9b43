ALTER TABLE `families` ADD `kiosk_note` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `dropped_off_by` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `picked_up_by` text;