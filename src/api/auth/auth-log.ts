/**
 * What better-auth logs. An outside sign-in provider it cannot use (its discovery document out of
 * reach: no network, a wrong GOOGLE_ISSUER, a provider down) is a warning through the shop's logger,
 * once per provider while this process runs: the shop works without it, better-auth tries the
 * discovery again when a customer picks the provider, and neither these retries nor the sign-ins
 * refused meanwhile say anything new. Every other line goes through the shop's logger too (its
 * errors as warnings, see below): JSON in production, with the request's id, secrets redacted and contact details masked
 * like every other line (issue 43; better-auth's own `console.*` printed them as they came).
 */
import { log } from '~/lib/logger.server'

type Level = 'debug' | 'info' | 'warn' | 'error'

/** The generic OAuth plugin's words for a provider it skipped, or whose discovery failed. */
const PROVIDER_UNUSABLE =
  /^(?:Discovery fetch failed for "([^"]+)"|Provider "([^"]+)": (?:discovery|requires verified ID tokens|invalid jwks_uri))/

const warnedProviders = new Set<string>()

/** better-auth's `logger.log`. */
export function betterAuthLog(level: Level, message: string, ...args: unknown[]): void {
  // A sign-in started with such a provider: said already (the API answers it 503).
  const asked = (args[0] as { provider?: unknown } | undefined)?.provider
  if (message.startsWith('Provider not found') && typeof asked === 'string' && warnedProviders.has(asked)) return
  const unusable = PROVIDER_UNUSABLE.exec(message)
  if (unusable) {
    const provider = unusable[1] ?? unusable[2]!
    if (warnedProviders.has(provider)) return
    warnedProviders.add(provider)
    log.warn({ provider, reason: message }, `[auth] sign-in with ${provider} is unavailable until its provider can be reached`)
    return
  }
  // An error among the arguments goes under `err` (pino's serializer); the rest under `details`.
  const err = args.find((arg) => arg instanceof Error)
  const details = args.filter((arg) => arg !== err)
  // better-auth says "error" of what a visitor did wrong (an OAuth state not found, a code refused);
  // a real failure inside it reaches the shop's own error handler, which logs it as an error.
  const shopLevel = level === 'error' ? 'warn' : level
  log[shopLevel]({ source: 'better-auth', ...(err ? { err } : {}), ...(details.length ? { details } : {}) }, `[auth] ${message}`)
}
