/**
 * A bulk action on orders (decision 0080): each order in its own transaction, through the code
 * that changes one order (the state machine's `changeOrderStatus`, the rounds' `assignOrders`), so
 * the order's life rules, its timeline, its e-mail and its audit line are the ones a single change
 * has. An order that cannot be changed is named with why, in the staff member's language; the
 * others are done. One more audit line sums the action up (how many, which were refused).
 */
import { eq } from 'drizzle-orm'
import { BULK_LIMIT, type BulkActionBody, type BulkOutcome } from '~/api/contract/admin-order-bulk'
import { orderStatusLabel } from '~/api/contract/order-status'
import type { StaffMember } from '~/api/auth/staff-roles'
import type { Database } from '~/api/db/executor'
import { orders } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { activeDrivers } from '~/api/services/accounts/staff-accounts'
import { assignOrders } from '~/api/services/delivery/delivery-rounds'
import { changeOrderStatus } from '~/api/services/orders/order-lifecycle'
import { recordAudit } from '~/api/services/shared/audit'
import { type SelectedOrder, selectedOrders } from './selection'

type Refused = BulkOutcome['refused'][number]

function driverRequired() {
  const message = (locale: Locale) => m.bulk_api_driver_required({}, { locale })
  return new ApiError(400, message, (locale) => ({ driver_id: [message(locale)] }))
}

/** A refusal of one order's change, as the staff member reads it; anything else (a 500) stops the run. */
async function refusalOf(db: Database, order: SelectedOrder, body: BulkActionBody, error: unknown, locale: Locale): Promise<string> {
  if (!(error instanceof ApiError) || error.status >= 500) throw error
  if (body.action === 'confirm' && error.status === 409) {
    // The state machine's own words say "the page is up to date"; here the order's status says why.
    const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id))
    if (current) return m.bulk_api_cannot_confirm({ status: orderStatusLabel(current.status, locale) }, { locale })
  }
  return error.messageFor(locale)
}

export async function runBulkAction(
  db: Database,
  body: BulkActionBody,
  actor: StaffMember,
  locale: Locale,
  now = new Date(),
): Promise<BulkOutcome> {
  if (body.action === 'assign') {
    if (body.driver_id === undefined) throw driverRequired()
    if (body.driver_id !== null && !(await activeDrivers(db)).some((driver) => driver.id === body.driver_id)) {
      const message = (lang: Locale) => m.api_delivery_not_driver({}, { locale: lang })
      throw new ApiError(400, message, (lang) => ({ driver_id: [message(lang)] }))
    }
  }
  const { orders: chosen, missing } = await selectedOrders(db, body.selection, BULK_LIMIT)
  const done: string[] = []
  const refused: Refused[] = missing.map((reference) => ({ reference, message: m.bulk_api_unknown_order({}, { locale }) }))
  // One after the other: each order locks its row in its own transaction, as a single change does.
  for (const order of chosen) {
    try {
      if (body.action === 'confirm') {
        await changeOrderStatus(db, { reference: order.reference, change: { action: 'confirm' }, actor, now })
      } else {
        // Each order goes to the driver's round of its own delivery day.
        const date = order.deliveryDate
        await assignOrders(db, { date, references: [order.reference], driver_id: body.driver_id ?? null }, actor, now)
      }
      done.push(order.reference)
    } catch (error) {
      refused.push({ reference: order.reference, message: await refusalOf(db, order, body, error, locale) })
    }
  }
  const total = chosen.length + missing.length
  await recordAudit(
    db,
    {
      actorId: actor.id,
      action: `orders.bulk_${body.action}`,
      entity: 'orders',
      entityId: 'bulk',
      before: { selection: body.selection },
      after: {
        count: total,
        done: done.length,
        refused: refused.map((each) => each.reference),
        ...(body.action === 'assign' ? { driver_id: body.driver_id ?? null } : {}),
      },
    },
    now,
  )
  return { action: body.action, total, done, refused }
}
