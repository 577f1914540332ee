import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

const timestamp = (name: string) => text(name).notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`)

/**
 * One row per address, in its canonical form (docs/product.md §3 "Stored e-mail record"). `metadata` is
 * JSON text `{ sources: string[], ...per-source fields }` and holds only what the owner confirmed
 * from their inbox (decision 013): an unconfirmed submission waits in `signups`.
 */
export const emails = sqliteTable('emails', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  source: text('source').notNull(),
  metadata: text('metadata').notNull().default('{"sources":[]}'),
  /** 0 when the row was inserted, +1 on every confirmed merge. */
  revision: integer('revision').notNull().default(0),
  /** 'pending' until the owner confirms a sign-up from their inbox, then 'confirmed'. */
  status: text('status', { enum: ['pending', 'confirmed'] })
    .notNull()
    .default('pending'),
  /**
   * Random per row, part of every link's signature: erasing or re-creating the row changes it,
   * so an old link never touches a new subscription.
   */
  secret: text('secret').notNull().default(''),
  /** The language of the owner's last confirmed sign-up; their e-mails are written in it. */
  locale: text('locale').notNull().default('en'),
  /** IANA zone of the last confirmed sign-up, for "this week" in the owner's own calendar. */
  timeZone: text('time_zone'),
  confirmedAt: text('confirmed_at'),
  /** Delivery state, so that no failure is silent. */
  lastSentAt: text('last_sent_at'),
  lastError: text('last_error'),
  /**
   * When the address's one held confirmation job is due (decision 077). Until then every other
   * confirmation job of the address is dropped, and that job serves whoever waits when it wakes.
   * Null, or past, while none is held.
   */
  confirmHeldUntil: text('confirm_held_until'),
  createdAt: timestamp('created_at'),
  updatedAt: timestamp('updated_at'),
})

/**
 * Every sign-up as submitted, unconfirmed until its own link is clicked: a stranger's
 * submission for someone else's address never reaches `emails.metadata`.
 */
export const signups = sqliteTable(
  'signups',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    emailId: integer('email_id')
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** JSON text: the per-source fields, with results recomputed on the server. */
    fields: text('fields').notNull(),
    locale: text('locale').notNull(),
    timeZone: text('time_zone'),
    /**
     * The words of the consent box the sender ticked, in their language, and when (decision 068);
     * null on a row stored before the box existed.
     */
    consentText: text('consent_text'),
    consentedAt: text('consented_at'),
    createdAt: timestamp('created_at'),
    confirmedAt: text('confirmed_at'),
  },
  (table) => [index('signups_email_id').on(table.emailId)],
)

/** Contact messages, append-only: each one is kept, linked to its address. */
export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    emailId: integer('email_id')
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    language: text('language').notNull(),
    /**
     * The words of the consent box the sender ticked, in their language, and when (decision 068);
     * null on a row stored before the box existed.
     */
    consentText: text('consent_text'),
    consentedAt: text('consented_at'),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('contact_messages_email_id').on(table.emailId)],
)

/**
 * One row per e-mail the Worker means to send, keyed by what it is (`confirm:12`,
 * `guide:12`, `weekly:3:24`): the unique key, not timing, makes each send happen at most once.
 */
export const mailLog = sqliteTable(
  'mail_log',
  {
    key: text('key').primaryKey(),
    emailId: integer('email_id').references(() => emails.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** JSON text of the queue job, so an operator can send it again. Ids only, no personal data. */
    job: text('job').notNull(),
    status: text('status', { enum: ['sending', 'sent', 'failed', 'dead', 'skipped', 'retry'] }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    messageId: text('message_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  (table) => [index('mail_log_email_kind').on(table.emailId, table.kind, table.createdAt)],
)
