CREATE TABLE `family_autopay` (
	`family_id` text PRIMARY KEY NOT NULL,
	`stripe_customer_id` text,
	`payment_method_id` text,
	`card_brand` text,
	`card_last4` text,
	`card_exp` text,
	`enabled` integer DEFAULT false NOT NULL,
	`setup_intent_id` text,
	`last_failure_at` integer,
	`last_failure_message` text,
	`last_failure_key` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_by_name` text,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade
);
