ALTER TABLE `weekly_confirmations` ADD `decision` text;--> statement-breakpoint
ALTER TABLE `weekly_confirmations` ADD `decision_message` text;