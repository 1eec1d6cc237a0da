/**
 * What the sign-in family's flows share (docs/decisions/0013): the shop's field rules, better-auth's
 * refusals turned into the shop's 400s, and the facts of the request better-auth is told about.
 */
import { APIError } from 'better-auth/api'
import type { Context } from 'hono'
import type { z } from 'zod'
import { takeAttempt } from '~/api/auth/rate-limits'
import { isCommonPassword } from '~/api/auth/password-policy'
import type { Database } from '~/api/db/executor'
import { addressKey } from '~/api/http/client-address'
import type { ApiEnv } from '~/api/http/env'
import { ApiError, fieldErrors } from '~/api/http/errors'
import { bearerToken } from '~/api/auth/session'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'

/** What a flow needs of the HTTP request: who is asking, from where, with which session. */
export type RequestFacts = { userAgent: string; address: string; bearer?: string }

export const requestFacts = (c: Context<ApiEnv>): RequestFacts => ({
  userAgent: c.req.header('user-agent') ?? '',
  address: addressKey(c),
  bearer: bearerToken(c.req.header('authorization')) ?? undefined,
})

/** Validates with the shop's field rules; a 400 with every field's messages otherwise. */
export function fields<T extends z.ZodType>(schema: T, input: unknown, locale: Locale): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw new ApiError(400, (lang) => m.api_invalid_input({}, { locale: lang }), fieldErrors(result.error, locale, { ownMessages: true }))
}

export function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw new ApiError(
      400,
      (locale) => m.api_invalid_input({}, { locale }),
      (locale) => ({ [field]: [m.auth_error_password_common({}, { locale })] }),
    )
  }
}

/**
 * The password chosen on a one-time link's page (registration, invitation): the link's fields, a
 * password the policy accepts, and one of the address's link attempts (each link is unguessable;
 * this bounds the rest).
 */
export async function linkPassword<T extends z.ZodType<{ password: string }>>(
  db: Database,
  { schema, body, locale, facts }: { schema: T; body: unknown; locale: Locale; facts: RequestFacts },
): Promise<z.output<T>> {
  const input = fields(schema, body, locale)
  refuseCommonPassword(input.password, 'password')
  await takeAttempt(db, [['registrationLinkAddress', facts.address]])
  return input
}

/** better-auth's own refusals (wrong password, used token…), as opposed to failures. */
export const isAuthRefusal = (error: unknown): error is APIError => error instanceof APIError && error.statusCode < 500

/** A 400 in the caller's language. */
export const authRefusal = (message: (locale: Locale) => string, errors: (locale: Locale) => Record<string, string[]> = () => ({})) =>
  new ApiError(400, message, errors)

/** The headers better-auth's API is called with: the user agent, and the session when there is one. */
export function authHeaders(facts: RequestFacts, token?: string) {
  const headers = new Headers({ 'user-agent': facts.userAgent })
  if (token) headers.set('authorization', `Bearer ${token}`)
  return headers
}
