/**
 * Where an audit line comes from, without passing it through every service by hand
 * (docs/decisions/0062): the Shop API runs each request inside `withAuditOrigin` (the client's
 * address and user agent; the request id is request-context's), a command-line script inside
 * `asCommandLine` (the system user who ran it). `recordAudit` reads it. Kept on globalThis like
 * the request id's store: the dev server re-runs modules.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { userInfo } from 'node:os'

export type AuditOrigin = {
  clientAddress?: string
  userAgent?: string
  /** Who ran a command-line script: `system:<os user>`, recorded as the actor's name. */
  operator?: string
}

const state = globalThis as { shopAuditOrigins?: AsyncLocalStorage<AuditOrigin> }
const origins = (state.shopAuditOrigins ??= new AsyncLocalStorage<AuditOrigin>())

export const currentAuditOrigin = (): AuditOrigin => origins.getStore() ?? {}

export function withAuditOrigin<T>(origin: AuditOrigin, work: () => T): T {
  return origins.run(origin, work)
}

/** The system user running this process (`system:root`), or the environment's when the OS will not say. */
export function systemOperator(): string {
  let name: string | undefined
  try {
    name = userInfo().username
  } catch {
    name = process.env.USER ?? process.env.LOGNAME
  }
  return `system:${name || 'unknown'}`
}

/** Runs a command-line script's work so that its audit lines name the system user who ran it. */
export const asCommandLine = <T>(work: () => T): T => withAuditOrigin({ operator: systemOperator() }, work)
