CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email_id` integer NOT NULL,
	`name` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`message` text NOT NULL,
	`language` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`email_id`) REFERENCES `emails`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_messages_email_id` ON `contact_messages` (`email_id`);--> statement-breakpoint
CREATE TABLE `mail_log` (
	`key` text PRIMARY KEY NOT NULL,
	`email_id` integer,
	`kind` text NOT NULL,
	`job` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 1 NOT NULL,
	`message_id` text,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`email_id`) REFERENCES `emails`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mail_log_email_kind` ON `mail_log` (`email_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `signups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email_id` integer NOT NULL,
	`source` text NOT NULL,
	`fields` text NOT NULL,
	`locale` text NOT NULL,
	`time_zone` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`confirmed_at` text,
	FOREIGN KEY (`email_id`) REFERENCES `emails`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `signups_email_id` ON `signups` (`email_id`);--> statement-breakpoint
ALTER TABLE `emails` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `emails` ADD `secret` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `emails` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `emails` ADD `time_zone` text;--> statement-breakpoint
ALTER TABLE `emails` ADD `confirmed_at` text;--> statement-breakpoint
ALTER TABLE `emails` ADD `last_sent_at` text;--> statement-breakpoint
ALTER TABLE `emails` ADD `last_error` text;--> statement-breakpoint
-- Existing rows were never verified: they stay 'pending' and get their own link secret.
UPDATE `emails` SET `secret` = lower(hex(randomblob(16))) WHERE `secret` = '';--> statement-breakpoint
-- The one contact message each row could keep moves to its own append-only table.
INSERT INTO `contact_messages` (`email_id`, `name`, `subject`, `message`, `language`, `created_at`)
SELECT `id`, coalesce(json_extract(`metadata`, '$.name'), ''), coalesce(json_extract(`metadata`, '$.subject'), ''),
  json_extract(`metadata`, '$.message'), coalesce(json_extract(`metadata`, '$.language'), 'en'),
  coalesce(json_extract(`metadata`, '$.timestamp'), `updated_at`)
FROM `emails` WHERE json_extract(`metadata`, '$.message') IS NOT NULL;
