-- Families (DESIGN section 7): each customer so far becomes a family of one child, with the
-- customer's id, so that parent sessions, family documents and audit entries keep naming it.
CREATE TABLE `families` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
INSERT INTO `families` (`id`, `name`, `created_at`) SELECT `id`, `name`, `created_at` FROM `customers`;--> statement-breakpoint
-- SQLite adds a column that references another table only when it may be NULL; every row is
-- given its family here, and every path that makes a child sets one.
ALTER TABLE `customers` ADD `family_id` text REFERENCES families(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `customers` ADD `birth_date` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `allergies` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `medical_notes` text;--> statement-breakpoint
UPDATE `customers` SET `family_id` = `id`;--> statement-breakpoint
CREATE INDEX `customers_family` ON `customers` (`family_id`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`name` text NOT NULL,
	`relationship` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`is_guardian` integer DEFAULT false NOT NULL,
	`is_emergency` integer DEFAULT false NOT NULL,
	`is_pickup` integer DEFAULT false NOT NULL,
	`must_not_collect` integer DEFAULT false NOT NULL,
	`approved` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contacts_family` ON `contacts` (`family_id`);--> statement-breakpoint
-- Each login becomes its family's first guardian, under the login's own id; the customer's email
-- and phone were the family's, so they are the guardian's now. The customer row keeps its copy,
-- which the spec's routes still answer.
INSERT INTO `contacts` (`id`, `family_id`, `name`, `relationship`, `phone`, `email`, `is_guardian`, `is_pickup`, `created_at`)
SELECT l.`id`, c.`id`, 'Parent of ' || c.`name`, 'Parent', coalesce(c.`phone`, ''), coalesce(c.`email`, ''), 1, 1, l.`created_at`
FROM `customer_logins` l JOIN `customers` c ON c.`id` = l.`customer_id`;--> statement-breakpoint
-- The spec's emergencyContact and emergencyPhone become an emergency contact with a new UUID.
INSERT INTO `contacts` (`id`, `family_id`, `name`, `relationship`, `phone`, `is_emergency`, `created_at`)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + abs(random() % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
  `id`, coalesce(nullif(`emergency_contact`, ''), 'Emergency contact'), 'Emergency contact', coalesce(`emergency_phone`, ''), 1, `created_at`
FROM `customers` WHERE coalesce(`emergency_contact`, '') <> '' OR coalesce(`emergency_phone`, '') <> '';--> statement-breakpoint
-- Nothing references customer_logins, so it is rebuilt in place without its customer_id: a
-- login belongs to the family and its guardian now, and outlives the deletion of one child.
CREATE TABLE `__new_customer_logins` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`contact_id` text,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`requires_password_change` integer DEFAULT true NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_customer_logins` (`id`, `family_id`, `contact_id`, `username`, `password_hash`, `requires_password_change`, `is_active`, `created_at`, `updated_at`)
SELECT `id`, `customer_id`, `id`, `username`, `password_hash`, `requires_password_change`, `is_active`, `created_at`, `updated_at` FROM `customer_logins`;--> statement-breakpoint
DROP TABLE `customer_logins`;--> statement-breakpoint
ALTER TABLE `__new_customer_logins` RENAME TO `customer_logins`;--> statement-breakpoint
CREATE UNIQUE INDEX `customer_logins_username_unique` ON `customer_logins` (`username`);--> statement-breakpoint
-- A parent session named its customer; it names the family now (the same id).
UPDATE `auth_sessions` SET `sess` = json_set(json_remove(`sess`, '$.customerId'), '$.familyId', json_extract(`sess`, '$.customerId'))
WHERE json_extract(`sess`, '$.role') = 'customer';
