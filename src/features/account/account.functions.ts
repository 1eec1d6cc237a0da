import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  accountSummaryResponseSchema,
  deleteResponseSchema,
  orderReferenceSchema,
  orderResponseSchema,
  ordersResponseSchema,
  profileResponseSchema,
  stopReminderResponseSchema,
} from '../../api/contract/account'
import { UpstreamError } from '../../upstream/client'
import { shopMiddleware } from '../../upstream/middleware'
import { clearSessionCookies } from '~/features/auth/session-cookies.server'

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

export const getOrders = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ page: z.number().int().min(1).max(10_000) }))
  .handler(async ({ data, context }) => (await context.upstream.get('orders', { schema: ordersResponseSchema, query: { page: data.page } })).data)

/** One of the customer's orders, or null when it is not theirs (or does not exist). */
export const getOrder = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ reference: orderReferenceSchema }))
  .handler(async ({ data, context }) => {
    try {
      return (await context.upstream.get(`orders/${encodeURIComponent(data.reference)}`, { schema: orderResponseSchema })).data
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null
      throw error
    }
  })

export const getProfile = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('profile', { schema: profileResponseSchema })).data)

/** A refusal of the API (its message and field errors), as an answer rather than a throw. */
type Refusal = { success: false; message: string; errors: Record<string, string[]> }
function refusal(error: unknown): Refusal {
  if (error instanceof UpstreamError && error.status < 500) return { success: false, message: error.message, errors: error.errors }
  throw error
}

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

/** Stops one of the customer's reorder reminders; false when it is not theirs (or gone). */
export const stopReminderFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id: z.number().int().positive().max(2_147_483_647) }))
  .handler(async ({ data, context }) => {
    try {
      await context.upstream.post(`reminders/${data.id}/stop`, { schema: stopReminderResponseSchema, body: {} })
      return true
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return false
      throw error
    }
  })
