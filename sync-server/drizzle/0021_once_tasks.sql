CREATE TABLE `once_tasks` (
	`name` text PRIMARY KEY NOT NULL,
	`done_at` integer NOT NULL
);
