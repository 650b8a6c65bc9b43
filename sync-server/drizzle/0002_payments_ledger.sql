ALTER TABLE `payments` ADD `method` text DEFAULT 'card' NOT NULL;--> statement-breakpoint
-- SQLite adds a NOT NULL column only with a default; existing payments were received the local day they were made.
ALTER TABLE `payments` ADD `received_on` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `payments` SET `received_on` = date(`created_at` / 1000, 'unixepoch', 'localtime');--> statement-breakpoint
ALTER TABLE `payments` ADD `note` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `covered_dates` text;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_stripe_payment_intent_id_unique` ON `payments` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE INDEX `payments_received_on` ON `payments` (`received_on`);