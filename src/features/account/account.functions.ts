import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { accountSummaryResponseSchema, deleteResponseSchema, profileResponseSchema } from '~/api/contract/account'
import { jugAccountResponseSchema } from '~/api/contract/jug-account'
import { refusalOf as refusal } from '~/upstream/answers'
import { clearSessionCookies } from '~/upstream/session-cookies.server'
import { shopMiddleware } from '~/upstream/middleware'

/**
 * The account area's server functions. Each reaches the Shop API, which checks the session
 * itself; the route guard only spares a visitor a page they cannot use.
 */

/** The signed-in customer, or null: what the account area's guard and the user menu ask. */
export const getSessionUser = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(({ context }) => context.currentUser())

export const getAccountSummary = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('account', { schema: accountSummaryResponseSchema })).data)

/** The customer's jug account: jugs held, deposit held, history (docs/decisions/0083). */
export const getJugAccount = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('account/jugs', { schema: jugAccountResponseSchema })).data)

export const getProfile = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('profile', { schema: profileResponseSchema })).data)

export const updateProfile = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.record(z.string(), z.unknown()))
  .handler(async ({ data, context }) => {
    try {
      const answer = await context.upstream.request('profile', { method: 'PUT', schema: profileResponseSchema, body: data })
      return { success: true as const, data: answer.data }
    } catch (error) {
      return refusal(error)
    }
  })

/** Deletes the account; on success the browser's sign-in cookies go with it. */
export const deleteAccount = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ password: z.string().max(1024).optional(), confirmation: z.string().max(100).optional() }))
  .handler(async ({ data, context }) => {
    try {
      await context.upstream.post('privacy/delete', { schema: deleteResponseSchema, body: data })
    } catch (error) {
      return refusal(error)
    }
    clearSessionCookies()
    return { success: true as const }
  })
