-- The day's charge and minutes as its day record says (decision 069). No data is written here:
-- the first start after this migration projects every week document again from its day records
-- (once task `week.day-records`), which fills both columns and folds the times older apps
-- stored into visits.
ALTER TABLE `daily_attendance` ADD `charge_cents` integer;--> statement-breakpoint
ALTER TABLE `daily_attendance` ADD `minutes` integer;
