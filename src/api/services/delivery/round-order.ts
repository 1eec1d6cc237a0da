/**
 * The order of a driver's round (docs/decisions/0086). `orders.round_position` is its one source:
 * `roundStops` reads it (the driver's phone, the out-for-delivery e-mail's time window),
 * `reorderRound` writes it when the team drags stops or moves one to another driver, refusing a
 * save made from a round that changed since (409, naming who changed it), and `suggestRound` says
 * what order Google or the solver would drive, for the team to accept or not.
 */
import { and, asc, desc, eq, inArray, max, notInArray, or, sql } from 'drizzle-orm'
import type { RoundOrderBody, RoundSuggestion } from '~/api/contract/admin-round-order'
import type { Database, Executor } from '~/api/db/executor'
import { auditLog, orders } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import type { StaffMember } from '~/api/auth/staff-roles'
import { formatDateTime } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { recordAudit } from '~/api/services/shared/audit'
import { readAddressSnapshot } from '~/api/services/checkout/address-snapshot'
import { OPEN_STATUSES } from './delivery-day'
import { activeDriver, recordAssignment } from './delivery-rounds'
import { googleRoundOrder } from './google-route-order'
import { type Pin, roundMetres, solveRound } from './route-solver'

type Status = (typeof orders.$inferSelect)['status']
/** What the driver's phone lists: the open stops and those already delivered. */
const ROUND_STATUSES: readonly Status[] = [...OPEN_STATUSES, 'delivered']

export type RoundStop = { id: number; reference: string; status: Status; roundPosition: number | null; pin: Pin | null }

/** A driver's round of a day in round order (unplaced ones last, by reference), across cities unless one is named. */
export async function roundStops(
  db: Executor,
  driverId: number,
  date: string,
  { statuses = ROUND_STATUSES, city }: { statuses?: readonly Status[]; city?: number } = {},
): Promise<RoundStop[]> {
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      roundPosition: orders.roundPosition,
      address: orders.deliveryAddress,
    })
    .from(orders)
    .where(
      and(
        eq(orders.driverId, driverId),
        eq(orders.deliveryDate, date),
        inArray(orders.status, [...statuses]),
        city === undefined ? undefined : eq(orders.cityId, city),
      ),
    )
    .orderBy(sql`${orders.roundPosition} nulls last`, asc(orders.reference))
  return rows.map(({ address, ...row }) => {
    const { latitude, longitude } = readAddressSnapshot(address)
    return { ...row, pin: latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null }
  })
}

const roundKey = (date: string, driverId: number) => `${date}/${driverId}`
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index])

const badList = () =>
  new ApiError(
    400,
    (locale) => m.map_api_round_list({}, { locale }),
    (locale) => ({ references: [m.map_api_round_list({}, { locale })] }),
  )

/** The 409 of a save from an older round: who changed it last, and when, as the audit log says. */
async function staleRound(tx: Executor, date: string, driverId: number | null) {
  const [last] =
    driverId === null
      ? []
      : await tx
          .select({ by: auditLog.actorName, at: auditLog.createdAt })
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'delivery_round'), eq(auditLog.entityId, roundKey(date, driverId))))
          .orderBy(desc(auditLog.id))
          .limit(1)
  return new ApiError(409, (locale) =>
    m.map_api_round_stale(
      { by: last?.by ?? m.api_content_someone({}, { locale }), at: last ? formatDateTime(last.at.toISOString(), locale) : '—' },
      { locale },
    ),
  )
}

/**
 * Writes a round's new order: `references` are the round's open orders as `seen` plus those
 * `moving` in from another round (or from none). Everything is checked under row locks before
 * anything is written; the moved orders get an `assigned` event; each round touched gets an audit line.
 */
export async function reorderRound(db: Database, body: RoundOrderBody, actor: StaffMember, now = new Date()) {
  const moving = new Map(body.moving.map((each) => [each.reference, each.driver_id]))
  const expected = new Set([...body.seen, ...moving.keys()])
  const listed = new Set(body.references)
  if (listed.size !== body.references.length || listed.size !== expected.size || [...expected].some((ref) => !listed.has(ref))) {
    throw badList()
  }
  if (body.seen.some((reference) => moving.has(reference))) throw badList()
  return db.transaction(async (tx) => {
    await activeDriver(tx, body.driver_id)
    // The round's rows and the moved ones, locked in one order (by id) so that two saves cannot deadlock.
    const inRound = and(eq(orders.driverId, body.driver_id), eq(orders.deliveryDate, body.date))
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(or(inRound, inArray(orders.reference, body.references)))
      .orderBy(asc(orders.id))
      .for('update')
    const current = await roundStops(tx, body.driver_id, body.date, { statuses: OPEN_STATUSES, city: body.city })
    if (
      !sameList(
        current.map((stop) => stop.reference),
        body.seen,
      )
    ) {
      throw await staleRound(tx, body.date, body.driver_id)
    }
    const movedRows = moving.size
      ? await tx
          .select()
          .from(orders)
          .where(inArray(orders.reference, [...moving.keys()]))
      : []
    for (const [reference, seenDriver] of moving) {
      const order = movedRows.find((row) => row.reference === reference)
      if (!order) throw new ApiError(404, (locale) => m.api_not_found({}, { locale }))
      if (order.deliveryDate !== body.date) {
        throw new ApiError(409, (locale) => m.api_delivery_other_day({ reference, date: order.deliveryDate }, { locale }))
      }
      if (!(OPEN_STATUSES as readonly string[]).includes(order.status) || order.cityId !== body.city) {
        throw new ApiError(409, (locale) => m.api_delivery_order_closed({ reference }, { locale }))
      }
      if (order.driverId !== seenDriver) throw await staleRound(tx, body.date, order.driverId ?? seenDriver)
    }
    // The stops after those the driver already did (or has in another city): they stay where they were.
    const [others] = await tx
      .select({ value: max(orders.roundPosition) })
      .from(orders)
      .where(and(inRound, notInArray(orders.reference, body.references)))
    const base = others?.value ?? 0
    const round = body.references.map((reference, index) => ({ reference, round_position: base + index + 1 }))
    for (const { reference, round_position } of round) {
      await tx
        .update(orders)
        .set({ driverId: body.driver_id, roundPosition: round_position, updatedAt: now })
        .where(eq(orders.reference, reference))
    }
    for (const order of movedRows) {
      const roundPosition = round.find((each) => each.reference === order.reference)!.round_position
      await recordAssignment(tx, order, { driverId: body.driver_id, roundPosition }, actor.id, now)
    }
    const audit = (driverId: number, before: unknown, after: unknown) =>
      recordAudit(
        tx,
        {
          actorId: actor.id,
          action: 'delivery.round_order',
          entity: 'delivery_round',
          entityId: roundKey(body.date, driverId),
          before,
          after,
        },
        now,
      )
    await audit(body.driver_id, { references: body.seen }, { references: body.references })
    // The rounds the moved stops left changed too: a save made from them before this one is stale.
    const sources = new Set(movedRows.flatMap((order) => (order.driverId === null ? [] : [order.driverId])))
    for (const driverId of sources) {
      const left = movedRows.filter((order) => order.driverId === driverId).map((order) => order.reference)
      await audit(driverId, { references: left }, { moved_to: body.driver_id })
    }
    return { round }
  })
}

/** The round's order as it is and as suggested, with each one's straight-line length. */
export async function suggestRound(
  db: Executor,
  { date, city, driver }: { date: string; city: number; driver: number },
  settings: { depot: Pin; googleKey?: string },
): Promise<RoundSuggestion> {
  await activeDriver(db, driver)
  const stops = await roundStops(db, driver, date, { statuses: OPEN_STATUSES, city })
  const placed = stops.filter((stop): stop is RoundStop & { pin: Pin } => stop.pin !== null)
  const unplaced = stops.filter((stop) => stop.pin === null).map((stop) => stop.reference)
  const pins = placed.map((stop) => stop.pin)
  const google = settings.googleKey ? await googleRoundOrder(settings.googleKey, settings.depot, pins) : null
  const order = google ?? solveRound(settings.depot, pins)
  const solved = order.map((index) => placed[index]!)
  const current = { references: stops.map((stop) => stop.reference), distance_m: roundMetres(settings.depot, pins) }
  const suggested = {
    references: [...solved.map((stop) => stop.reference), ...unplaced],
    distance_m: roundMetres(
      settings.depot,
      solved.map((stop) => stop.pin),
    ),
  }
  // Never suggest a longer round than the team's (Google's measure is the road's: its order stands).
  return {
    engine: google ? 'google' : 'solver',
    current,
    suggested: google || suggested.distance_m < current.distance_m ? suggested : current,
    unplaced,
  }
}
