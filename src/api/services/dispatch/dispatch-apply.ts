/**
 * A dispatch applied in one save (docs/decisions/0100): each driver's round as staff left the
 * proposal, over the board it was made from. The day's confirmed orders are locked first; a board
 * changed since (its version, dispatch-board.ts) is refused with the one 409, naming who changed
 * the day last; else each order whose driver or place changes is written, with an `assigned`
 * event and an audit line, and the day gets one line of its own. Orders in no round are left
 * without a driver (the proposal's unserved ones, or stops staff took out).
 */
import { and, eq, max, notInArray } from 'drizzle-orm'
import type { ApplyBody } from '~/api/contract/admin-dispatch'
import type { Database } from '~/api/db/executor'
import { orders } from '~/api/db/schema'
import { ApiError, notFound } from '~/api/http/errors'
import type { StaffMember } from '~/api/auth/staff-roles'
import { m } from '~/paraglide/messages.js'
import { activeDriver, recordAssignment } from '~/api/services/delivery/delivery-rounds'
import { recordAudit } from '~/api/services/shared/audit'
import { lastSaved, staleSave } from '~/api/services/shared/versioned-save'
import { boardCity, boardOrders, boardVersion } from './dispatch-board'

export const dispatchEntity = (date: string, city: number) => ({ entity: 'delivery_day', entityId: `${date}/${city}` })

const badRounds = () =>
  new ApiError(
    400,
    (locale) => m.dispatch_api_bad_rounds({}, { locale }),
    (locale) => ({ rounds: [m.dispatch_api_bad_rounds({}, { locale })] }),
  )

export async function applyDispatch(db: Database, body: ApplyBody, actor: StaffMember, now = new Date()) {
  const listed = body.rounds.flatMap((round) => round.references)
  const drivers = body.rounds.map((round) => round.driver_id)
  if (new Set(listed).size !== listed.length || new Set(drivers).size !== drivers.length) throw badRounds()
  return db.transaction(async (tx) => {
    const city = await boardCity(tx, body.city)
    if (!city) throw notFound()
    const board = await boardOrders(tx, city, body.date, { lock: true })
    const version = boardVersion(board)
    const entity = dispatchEntity(body.date, body.city)
    if (version !== body.board_version) {
      const since = await lastSaved(tx, entity)
      throw staleSave({ ...since, version }, ({ by, at }, locale) => m.dispatch_api_stale({ by, at }, { locale }))
    }
    const byReference = new Map(board.map((order) => [order.reference, order]))
    // Only the day's confirmed orders of this city: anything else was not on the board the proposal came from.
    if (listed.some((reference) => !byReference.has(reference))) throw badRounds()
    for (const driver of drivers) await activeDriver(tx, driver)

    const wanted = new Map<number, { driverId: number | null; roundPosition: number | null }>()
    for (const order of board) wanted.set(order.id, { driverId: null, roundPosition: null })
    for (const round of body.rounds) {
      // After the stops the driver already has that day outside this board (out, delivered, another city).
      const [others] = await tx
        .select({ value: max(orders.roundPosition) })
        .from(orders)
        .where(
          and(
            eq(orders.driverId, round.driver_id),
            eq(orders.deliveryDate, body.date),
            board.length
              ? notInArray(
                  orders.id,
                  board.map((order) => order.id),
                )
              : undefined,
          ),
        )
      const base = others?.value ?? 0
      round.references.forEach((reference, index) => {
        wanted.set(byReference.get(reference)!.id, { driverId: round.driver_id, roundPosition: base + index + 1 })
      })
    }
    let assigned = 0
    let unassigned = 0
    for (const order of board) {
      const next = wanted.get(order.id)!
      if (next.driverId === null) unassigned++
      else assigned++
      if (next.driverId === order.driverId && next.roundPosition === order.roundPosition) continue
      await tx
        .update(orders)
        .set({ ...next, updatedAt: now })
        .where(eq(orders.id, order.id))
      await recordAssignment(tx, order, next, actor.id, now, { event: next.driverId !== order.driverId })
    }
    await recordAudit(
      tx,
      { actorId: actor.id, action: 'delivery.dispatch', ...entity, before: { board_version: version }, after: { rounds: body.rounds } },
      now,
    )
    const after = await boardOrders(tx, city, body.date)
    return { board_version: boardVersion(after), assigned, unassigned }
  })
}
