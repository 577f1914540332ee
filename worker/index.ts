import { app } from './app.ts'
import { handleMailQueue } from './mail/consumer.ts'
import { handleScheduled } from './scheduled.ts'

export default {
  fetch: app.fetch,
  queue: (batch, env) => handleMailQueue(batch, env),
  scheduled: (_controller, env, ctx) => ctx.waitUntil(handleScheduled(env)),
} satisfies ExportedHandler<Cloudflare.Env>
