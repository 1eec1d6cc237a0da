/**
 * The back office's dashboard (`/api/admin/dashboard`): today's and tomorrow's orders per city and
 * status (the shop's days, Africa/Casablanca), the revenue of the last 30 days, the like rate of
 * the last 30 days, the e-mails stuck in the outbox and what is low in stock.
 */
import { z } from '@hono/zod-openapi'
import { stockItemSchema } from './admin-stock'
import { centimesSchema, localeSchema, successSchema } from './common'
import { ORDER_STATUSES } from './back-office-rules'

export const dashboardQuerySchema = z.object({ lang: localeSchema.optional() })

const statusCounts = z.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number().int()])) as {
    [K in (typeof ORDER_STATUSES)[number]]: z.ZodNumber
  },
)

export const dashboardDaySchema = z.object({
  /** The delivery day (YYYY-MM-DD). */
  day: z.string(),
  cities: z.array(z.object({ id: z.number().int(), name: z.string(), counts: statusCounts, total: z.number().int() })),
  total: z.number().int(),
})
export type DashboardDay = z.infer<typeof dashboardDaySchema>

export const dashboardSchema = z.object({
  today: dashboardDaySchema,
  tomorrow: dashboardDaySchema,
  /**
   * The 30 days ending today, oldest first: the totals of the orders delivered that day (by
   * their delivery time in Casablanca): the money the drivers collected, cancellations never count.
   */
  revenue: z.array(z.object({ day: z.string(), total: centimesSchema, orders: z.number().int() })),
  /** Satisfaction answers of the last 30 days; `rate` in whole percent of likes, null without answers. */
  likes: z.object({ likes: z.number().int(), dislikes: z.number().int(), rate: z.number().int().nullable() }),
  /** E-mails failed for good, or still pending after a failed attempt and older than 15 minutes. */
  stuck_emails: z.object({ count: z.number().int(), oldest: z.string().nullable() }),
  /** Tracked pack sizes (and products without pack sizes) at or below their threshold (docs/decisions/0032). */
  low_stock: z.array(stockItemSchema),
  /** This year and the next (the shop's) when no public holiday is entered for them: delivery dates would ignore holidays. */
  holidays_missing: z.array(z.number().int()),
  /** The shop's legal identity lacks a field every invoice must carry (decision 0074): invoices go out without a whole seller. */
  legal_identity_incomplete: z.boolean(),
})
export type Dashboard = z.infer<typeof dashboardSchema>
export const dashboardResponseSchema = successSchema(dashboardSchema).openapi('DashboardResponse')
