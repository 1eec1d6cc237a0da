/**
 * The day's rounds as the board's map and lists draw them, and the saves their moves make
 * (docs/decisions/0086): a stop moved within a round, or into another driver's round (or out of
 * every round), becomes one `POST /api/admin/deliveries/round` naming the round as it was seen.
 */
import type { DeliveryDay, DeliveryOrder } from '~/api/contract/admin-deliveries'
import type { RoundOrderBody } from '~/api/contract/admin-round-order'

/** Distinct on the map and readable as text on white (WCAG AA); unassigned stops are grey. */
export const DRIVER_COLOURS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#c2410c', '#0e7490', '#be185d', '#4d7c0f'] as const
export const UNASSIGNED_COLOUR = '#64748b'

export type Round = { driverId: number | null; name: string; colour: string; stops: DeliveryOrder[] }

/** One round per active driver (in the team's order, empty ones included), the unassigned stops last. */
export function roundsOf(day: DeliveryDay, unassignedName: string): Round[] {
  const rounds: Round[] = day.drivers.map((driver, index) => ({
    driverId: driver.id,
    name: driver.name,
    colour: DRIVER_COLOURS[index % DRIVER_COLOURS.length]!,
    // The API lists them in round order already.
    stops: day.orders.filter((order) => order.driver?.id === driver.id),
  }))
  // A driver disabled since keeps their stops on the board, to move them to someone else.
  const known = new Set(day.drivers.map((driver) => driver.id))
  for (const order of day.orders) {
    if (!order.driver || known.has(order.driver.id)) continue
    known.add(order.driver.id)
    rounds.push({
      driverId: order.driver.id,
      name: order.driver.name,
      colour: DRIVER_COLOURS[rounds.length % DRIVER_COLOURS.length]!,
      stops: day.orders.filter((each) => each.driver?.id === order.driver!.id),
    })
  }
  rounds.push({ driverId: null, name: unassignedName, colour: UNASSIGNED_COLOUR, stops: day.orders.filter((order) => !order.driver) })
  return rounds
}

/** Where a stop goes: a round (a driver, or null: none) and its place there (at the end when past it). */
export type Target = { driverId: number | null; index: number }

/**
 * The rounds after moving `reference` to `target`, and the save that makes it so, or null when
 * nothing changes. Taking a stop out of every round is the assignment's business (`assign`), so
 * a move to "none" answers `{ unassign }` instead.
 */
export function planMove(
  rounds: Round[],
  reference: string,
  target: Target,
  date: string,
  city: number,
): { rounds: Round[]; save: RoundOrderBody } | { rounds: Round[]; unassign: string } | null {
  const from = rounds.find((round) => round.stops.some((stop) => stop.reference === reference))
  const into = rounds.find((round) => round.driverId === target.driverId)
  if (!from || !into) return null
  const stop = from.stops.find((each) => each.reference === reference)!
  const without = from.stops.filter((each) => each.reference !== reference)
  const base = from === into ? without : into.stops
  const index = Math.max(0, Math.min(target.index, base.length))
  const placed = [...base.slice(0, index), stop, ...base.slice(index)]
  if (from === into && placed.every((each, i) => each.reference === from.stops[i]!.reference)) return null
  const next = rounds.map((round) => (round === into ? { ...round, stops: placed } : round === from ? { ...round, stops: without } : round))
  if (into.driverId === null) return { rounds: next, unassign: reference }
  return {
    rounds: next,
    save: {
      date,
      city,
      driver_id: into.driverId,
      references: placed.map((each) => each.reference),
      seen: into.stops.map((each) => each.reference),
      moving: from === into ? [] : [{ reference, driver_id: from.driverId }],
    },
  }
}
