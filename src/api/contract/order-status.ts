/**
 * An order's statuses (the state machine's, docs/decisions/0029; the database's `order_status`)
 * and their names, for the storefront, the back office and the Shop API's own texts alike.
 */
import { z } from '@hono/zod-openapi'
import type { Locale } from '~/paraglide/runtime.js'
import { m } from '~/paraglide/messages.js'
import { ORDER_STATUSES } from './back-office-rules'

export const orderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof orderStatusSchema>

const labels = {
  placed: m.orders_status_placed,
  confirmed: m.orders_status_confirmed,
  out_for_delivery: m.orders_status_out_for_delivery,
  delivered: m.orders_status_delivered,
  cancelled: m.orders_status_cancelled,
} as const satisfies Record<OrderStatus, unknown>

/** A status's name in `locale` (the Shop API, an e-mail, a CSV), or in the page's language. */
export const orderStatusLabel = (status: OrderStatus, locale?: Locale): string => labels[status]({}, locale ? { locale } : undefined)
