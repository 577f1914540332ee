ALTER TABLE `contact_messages` ADD `consent_text` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `consented_at` text;--> statement-breakpoint
ALTER TABLE `signups` ADD `consent_text` text;--> statement-breakpoint
ALTER TABLE `signups` ADD `consented_at` text;