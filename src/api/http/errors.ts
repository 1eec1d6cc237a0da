/**
 * Refusals of the API: `{ success: false, message, data: { errors } }`, in the request's language,
 * never a stack trace; a save made from an older version adds `data.conflict` (who saved since,
 * when, the version now: docs/decisions/0069). Zod's own messages are translated with its French
 * and Arabic locales.
 */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { log } from '~/lib/logger.server'
import type { Locale } from '~/paraglide/runtime.js'
import { m } from '~/paraglide/messages.js'
import type { ConflictResponse, ErrorResponse } from '~/api/contract/common'
import { clientLeftMidBody } from './client-gone'
import { requestLocale } from './locale'
import { isDatabaseUnreachable, pgErrorOf } from '~/api/db/pg-error'

const zodLocales = { fr: z.locales.fr().localeError, ar: z.locales.ar().localeError }

/** Who saved since the version a refused save was edited from (`data.conflict` of its 409). */
export type SavedSince = { savedBy: string | null; savedAt: Date | null; version: number }

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly messageFor: (locale: Locale) => string,
    readonly errors: Record<string, string[]> | ((locale: Locale) => Record<string, string[]>) = {},
  ) {
    super(`API error ${status}`)
  }
  /** Sent as `Retry-After` (429 answers). */
  retryAfterSeconds?: number
  /** A stale save's 409 only (services/shared/versioned-save.ts): sent as `data.conflict`. */
  conflict?: SavedSince
}

export const notFound = (message = (locale: Locale) => m.api_not_found({}, { locale })) => new ApiError(404, message)

export function errorBody(message: string, errors: Record<string, string[]> = {}, conflict?: SavedSince): ErrorResponse | ConflictResponse {
  if (!conflict) return { success: false, message, data: { errors } }
  const { savedBy, savedAt, version } = conflict
  return { success: false, message, data: { errors, conflict: { saved_by: savedBy, saved_at: savedAt?.toISOString() ?? null, version } } }
}

/**
 * Field errors from a failed zod parse: the first message per field first, in the request's
 * language. A message the schema wrote itself (from messages/*.json) is kept, as are all of a
 * schema built for the request's language (`ownMessages`); zod's defaults are translated.
 */
export function fieldErrors(error: z.ZodError, locale: Locale, { ownMessages = false } = {}): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_'
    const translated = ownMessages || issue.code === 'custom' ? issue.message : localeMessage(issue, locale)
    errors[field] = [...(errors[field] ?? []), translated]
  }
  return errors
}

function localeMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  const result = zodLocales[locale](issue as never)
  if (typeof result === 'string') return result.trim()
  return result?.message?.trim() ?? issue.message
}

/** A 400 naming each refused field (`city_id`, `cells.3.price`) with its messages, in the request's language. */
export function fieldRefusal(fields: Record<string, ((locale: Locale) => string)[]>): ApiError {
  return new ApiError(
    400,
    (locale) => m.api_invalid_input({}, { locale }),
    (locale) => Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map((message) => message(locale))])),
  )
}

/**
 * A 400 for input its contract refused, worded per field rather than with zod's words: each field
 * of `messages` that an issue names (its first path segment) gets its message, in the request's
 * language, in the order of `messages`.
 */
export function refusedFields(error: z.ZodError, messages: Record<string, (locale: Locale) => string>): ApiError {
  const wrong = new Set(error.issues.map((issue) => String(issue.path[0])))
  return fieldRefusal(
    Object.fromEntries(Object.entries(messages).flatMap(([field, message]) => (wrong.has(field) ? [[field, [message]]] : []))),
  )
}

export function validationFailed(c: Context, error: z.ZodError) {
  const locale = requestLocale(c)
  return c.json(errorBody(m.api_invalid_input({}, { locale }), fieldErrors(error, locale)), 400)
}

export function handleApiError(error: Error, c: Context) {
  const locale = requestLocale(c)
  if (error instanceof ApiError) {
    const errors = typeof error.errors === 'function' ? error.errors(locale) : error.errors
    if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds))
    return c.json(errorBody(error.messageFor(locale), errors, error.conflict), error.status)
  }
  // A late change of a driver's closed day of cash, refused by PostgreSQL (docs/decisions/0084).
  if (refusedAsClosedCash(error)) return c.json(errorBody(m.cash_day_closed({}, { locale })), 409)
  // Malformed JSON and other refusals of Hono's own validators.
  if (error instanceof SyntaxError || (error instanceof HTTPException && error.status < 500)) {
    return c.json(errorBody(m.api_invalid_input({}, { locale })), 400)
  }
  if (clientLeftMidBody(error, c.req.raw)) {
    log.info({ err: error, method: c.req.method, path: c.req.path }, '[api] the client left before sending its whole body')
    return c.json(errorBody(m.api_invalid_input({}, { locale })), 400)
  }
  // The database gone (stopped, restarting): a 503 that says when to ask again, not a fault of this request.
  if (isDatabaseUnreachable(error)) {
    log.error({ err: error, method: c.req.method, path: c.req.path }, '[api] database unreachable')
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
    return c.json(errorBody(m.api_server_error({}, { locale })), 503)
  }
  log.error({ err: error, method: c.req.method, path: c.req.path }, '[api] unhandled error')
  return c.json(errorBody(m.api_server_error({}, { locale })), 500)
}

/** What a 503 for an unreachable database asks to wait: about what the embedded database takes to restart. */
export const DATABASE_RETRY_AFTER_SECONDS = 10

/** PostgreSQL's `cash_day_closed` refusal (migration 0042), reached through drizzle's wrapper or not. */
const refusedAsClosedCash = (error: Error) => pgErrorOf(error).constraint === 'cash_day_closed'
