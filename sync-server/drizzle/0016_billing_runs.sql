CREATE TABLE `billing_runs` (
	`family_id` text NOT NULL,
	`period_key` text NOT NULL,
	`statement_made_at` integer NOT NULL,
	`due_date` text NOT NULL,
	`closing_balance_cents` integer NOT NULL,
	`autopay_outcome` text,
	`autopay_charged_at` integer,
	`autopay_amount_cents` integer,
	`autopay_intent_id` text,
	`late_fee_adjustment_id` text,
	PRIMARY KEY(`family_id`, `period_key`),
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `billing_runs_due` ON `billing_runs` (`due_date`);