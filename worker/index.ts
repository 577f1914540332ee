import { app } from './app.ts'
import { handleMailQueue } from './mail/consumer.ts'
import { inTestZone } from './request/clock.ts'
import { handleScheduled } from './scheduled.ts'

export { SyncSpace } from './sync/sync-space.ts'

export default {
  fetch: (request: Request, env: Cloudflare.Env, ctx: ExecutionContext) =>
    app.fetch(inTestZone(request, env), env, ctx),
  queue: (batch, env) => handleMailQueue(batch, env),
  scheduled: (_controller, env, ctx) => ctx.waitUntil(handleScheduled(env)),
} satisfies ExportedHandler<Cloudflare.Env>
