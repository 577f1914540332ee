import { sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * One row per subscriber address (SPEC §3 "Stored e-mail record"). `metadata` is JSON text:
 * `{ sources: string[], ...per-source fields }`, merged on every new sign-up.
 */
export const emails = sqliteTable('emails', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  source: text('source').notNull(),
  metadata: text('metadata').notNull().default('{"sources":[]}'),
  /** 0 when the row was inserted, +1 on every merge: `created` is exact even when requests race. */
  revision: integer('revision').notNull().default(0),
  createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  updatedAt: text('updated_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
})
