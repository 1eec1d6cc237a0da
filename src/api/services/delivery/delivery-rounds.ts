/**
 * Drivers' rounds: assigning a day's orders to a driver (their place in the round follows the
 * order given) and dispatching a round (each order out for delivery through the state machine,
 * so its e-mail, timeline and audit come with it, once).
 */
import { fullNameSql } from '~/api/db/full-name'
import { and, asc, eq, inArray, isNull, max, notInArray, sql } from 'drizzle-orm'
import type { AssignBody, DispatchResult } from '~/api/contract/admin-deliveries'
import type { Database, Executor } from '~/api/db/executor'
import { orderEvents, orders, users } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import type { StaffMember } from '~/api/auth/staff-roles'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { recordAudit } from '~/api/services/shared/audit'
import { changeOrderStatus } from '~/api/services/orders/order-lifecycle'
import type { TrackingTokenSigner } from '~/api/services/orders/order-status-email'

const notADriver = () =>
  new ApiError(
    400,
    (locale) => m.api_delivery_not_driver({}, { locale }),
    (locale) => ({ driver_id: [m.api_delivery_not_driver({}, { locale })] }),
  )

/** An active driver's account, or a 400. */
export async function activeDriver(db: Executor, id: number) {
  const [driver] = await db
    .select({ id: users.id, name: fullNameSql(users) })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'driver'), isNull(users.disabledAt)))
  if (!driver) throw notADriver()
  return driver
}

/**
 * Gives `references` to a driver (or takes them back: null), appended to their round of the day
 * in the order given. Delivered or cancelled orders are refused (409), as is an order now due
 * another day; nothing is changed then. Each order gets an `assigned` event and an audit line.
 */
export async function assignOrders(db: Database, body: AssignBody, actor: StaffMember, now = new Date()) {
  return db.transaction(async (tx) => {
    const driver = body.driver_id === null ? null : await activeDriver(tx, body.driver_id)
    const references = [...new Set(body.references)]
    // Locked in one order (by id) so that two assignments of overlapping orders cannot deadlock.
    const rows = await tx.select().from(orders).where(inArray(orders.reference, references)).orderBy(asc(orders.id)).for('update')
    const byReference = new Map(rows.map((row) => [row.reference, row]))
    for (const reference of references) {
      const order = byReference.get(reference)
      if (!order) throw new ApiError(404, (locale) => m.api_not_found({}, { locale }))
      if (order.status === 'delivered' || order.status === 'cancelled') {
        throw new ApiError(409, (locale) => m.api_delivery_order_closed({ reference }, { locale }))
      }
      if (order.deliveryDate !== body.date) {
        throw new ApiError(409, (locale) => m.api_delivery_other_day({ reference, date: order.deliveryDate }, { locale }))
      }
    }
    let position = 0
    if (driver) {
      const [last] = await tx
        .select({ value: max(orders.roundPosition) })
        .from(orders)
        .where(and(eq(orders.driverId, driver.id), eq(orders.deliveryDate, body.date), notInArray(orders.reference, references)))
      position = last?.value ?? 0
    }
    const assigned = []
    for (const reference of references) {
      const order = byReference.get(reference)!
      const roundPosition = driver ? ++position : null
      await tx
        .update(orders)
        .set({ driverId: driver?.id ?? null, roundPosition, updatedAt: now })
        .where(eq(orders.id, order.id))
      await recordAssignment(tx, order, { driverId: driver?.id ?? null, roundPosition }, actor.id, now)
      assigned.push({ reference, driver_id: driver?.id ?? null, round_position: roundPosition })
    }
    return { assigned }
  })
}

/**
 * What giving an order to a driver (or taking it back: no one) leaves beside the order's row: the
 * timeline's `assigned` event, unless the driver stays the same (`event: false`), and the audit's
 * line. The one record of the board's assignment, a round's new stops and the dispatch's apply.
 */
export async function recordAssignment(
  tx: Executor,
  order: { id: number; reference: string; driverId: number | null; roundPosition: number | null },
  next: { driverId: number | null; roundPosition: number | null },
  actorId: number,
  now: Date,
  { event = true }: { event?: boolean } = {},
) {
  if (event) {
    // Who the order went to (no one: taken back); the timeline shows the driver's current name.
    await tx.insert(orderEvents).values({ orderId: order.id, kind: 'assigned', driverId: next.driverId, actorId, createdAt: now })
  }
  await recordAudit(
    tx,
    {
      actorId,
      action: next.driverId === null ? 'order.unassign' : 'order.assign',
      entity: 'order',
      entityId: order.reference,
      before: { driver_id: order.driverId, round_position: order.roundPosition },
      after: { driver_id: next.driverId, round_position: next.roundPosition },
    },
    now,
  )
}

/**
 * Sends a driver's confirmed orders of the day out for delivery, in round order, each through
 * the state machine. A second dispatch at the same moment finds them out already: each is
 * reported as not dispatched by it (the state machine's row lock decides, its effects run once).
 */
export async function dispatchRound(
  db: Database,
  { date, driverId }: { date: string; driverId: number },
  actor: StaffMember,
  locale: Locale,
  now = new Date(),
  trackingToken?: TrackingTokenSigner,
): Promise<DispatchResult[]> {
  await activeDriver(db, driverId)
  const round = await db
    .select({ reference: orders.reference })
    .from(orders)
    .where(and(eq(orders.driverId, driverId), eq(orders.deliveryDate, date), eq(orders.status, 'confirmed')))
    .orderBy(sql`${orders.roundPosition} nulls last`, asc(orders.reference))
  const results: DispatchResult[] = []
  for (const { reference } of round) {
    try {
      const changed = await changeOrderStatus(db, { reference, change: { action: 'dispatch' }, actor, now, trackingToken })
      results.push({ reference, dispatched: true, status: changed.status, message: null })
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error
      const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.reference, reference))
      results.push({ reference, dispatched: false, status: current?.status ?? 'confirmed', message: error.messageFor(locale) })
    }
  }
  return results
}
