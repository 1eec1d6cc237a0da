import type { Context } from 'hono'
import { appConfig } from '../../../app.config'
import type { ApiEnv } from './env'

/**
 * The address attempts are counted against. X-Forwarded-For is believed only behind a proxy the
 * shop is told about (TRUST_PROXY), so a spoofed header cannot hand out fresh attempts (CHECKS 9).
 */
export function clientAddress(c: Context<ApiEnv>): string {
  const bound = (c.env as ApiEnv['Bindings'] | undefined)?.clientIp
  if (bound) return bound
  if (appConfig().TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return 'unknown'
}
