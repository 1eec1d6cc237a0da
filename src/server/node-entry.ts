/**
 * The production server's entry (nitro's `entry`, in place of its node-server preset's): the same
 * srvx server on PORT and HOST with nitro's app, but with srvx's own graceful shutdown off, so
 * the shop's shutdown (src/server/shutdown.ts) is the only one: it closes this server, lets the
 * requests in flight finish, then stops the jobs, the pool and the embedded PostgreSQL.
 */
import { useNitroApp } from 'nitro/app'
import { serve } from 'srvx/node'
import { log } from '~/lib/logger.server'
import { shutDownOnSignals } from './shutdown'
import { configOrExit } from './start-config'
import { dropUnreadRequestBody } from './unread-body'

const config = configOrExit()
/** How long an idle connection stays open: more than nginx's `keepalive_timeout` for its upstream (30 s). */
const IDLE_CONNECTION_MS = 35_000
// eslint-disable-next-line react-hooks/rules-of-hooks -- Nitro's accessor, not a React hook
const app = useNitroApp()
const server = serve({ port: config.PORT, hostname: config.HOST, fetch: answerOnceBodyIsIn, gracefulShutdown: false })
keepIdleConnectionsLongerThanTheProxy()
shutDownOnSignals(server, config.SHUTDOWN_DRAIN_SECONDS * 1000)

/**
 * Every answer waits for a body nobody read (src/server/unread-body.ts), those that never reach the
 * shop's app included: nitro's h3 refuses a path that is not valid UTF-8 with its own 400.
 */
async function answerOnceBodyIsIn(request: Request): Promise<Response> {
  const response = await app.fetch(request)
  await dropUnreadRequestBody(request)
  return response
}
/**
 * nginx keeps connections to the instances open between requests (docs/deploy/nginx/shop-upstream.conf,
 * `keepalive_timeout 30s`). Node closed an idle one after 5 s, and a request nginx sent on it at that
 * very moment met a closed connection, which nginx does not send a POST on again: a 502. (The 502
 * of issue 43 itself came from shed 503s counted as failures: docs/deploy/nginx/shop-proxy.conf.)
 * The instance now keeps an idle connection longer than nginx does, so nginx is always the one
 * that closes it; the headers' 60 s limit still bounds a slow client.
 */
function keepIdleConnectionsLongerThanTheProxy() {
  const nodeServer = server.node?.server
  if (nodeServer && 'keepAliveTimeout' in nodeServer) nodeServer.keepAliveTimeout = IDLE_CONNECTION_MS
}

// Where it listens, once it does (a deployed `.output` has no scripts/serve.ts to say it); a port
// already taken ends the start, as a bad setting does.
server.ready().then(
  () => {
    log.info(
      { listening: server.url, publicSiteUrl: config.PUBLIC_SITE_URL },
      `The shop is running: ${config.PUBLIC_SITE_URL}/ (français) and ${config.PUBLIC_SITE_URL}/ar (العربية)`,
    )
    // Nitro loads the app (src/server.ts) on its first request. One request now opens the database
    // (and applies the migrations), starts the jobs and the metrics listener at start, not when the
    // first shopper comes: a restarted instance sends its reminders even if nobody visits it.
    void Promise.resolve(app.fetch(new Request(`http://127.0.0.1:${config.PORT}/health/live`))).catch((error: unknown) => {
      log.error({ err: error }, '[server] the app did not load')
    })
  },
  (error: unknown) => {
    log.fatal({ err: error, host: config.HOST, port: config.PORT }, '[server] could not listen')
    process.exit(1)
  },
)

// As nitro's own entry does: an error nobody awaited is logged, and the server keeps serving.
process.on('unhandledRejection', (error) => log.error({ err: error }, '[process] unhandled rejection'))
process.on('uncaughtException', (error) => log.error({ err: error }, '[process] uncaught exception'))
