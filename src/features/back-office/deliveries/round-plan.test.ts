import { describe, expect, it } from 'vitest'
import type { DeliveryDay, DeliveryOrder } from '~/api/contract/admin-deliveries'
import { planMove, roundsOf, UNASSIGNED_COLOUR } from './round-plan'

const order = (reference: string, driver: number | null) =>
  ({ reference, driver: driver === null ? null : { id: driver, name: `Driver ${driver}` } }) as DeliveryOrder
const day = {
  date: '2026-11-27',
  drivers: [
    { id: 1, name: 'Driver 1' },
    { id: 2, name: 'Driver 2' },
  ],
  orders: [order('A', 1), order('B', 1), order('C', 1), order('X', 2), order('U', null)],
} as DeliveryDay
const rounds = roundsOf(day, 'Non assignées')
const references = (plan: ReturnType<typeof planMove>, driver: number | null) =>
  plan?.rounds.find((round) => round.driverId === driver)?.stops.map((stop) => stop.reference)

describe('the board’s moves', () => {
  it('lists a round per driver in the team’s order, the unassigned stops last in grey', () => {
    expect(rounds.map((round) => [round.driverId, round.stops.length])).toEqual([
      [1, 3],
      [2, 1],
      [null, 1],
    ])
    expect(rounds.at(-1)!.colour).toBe(UNASSIGNED_COLOUR)
    expect(new Set(rounds.map((round) => round.colour)).size).toBe(3)
  })

  it('moves a stop within its round: the save names the round as seen', () => {
    const plan = planMove(rounds, 'C', { driverId: 1, index: 0 }, day.date, 7)
    expect(references(plan, 1)).toEqual(['C', 'A', 'B'])
    expect(plan && 'save' in plan && plan.save).toEqual({
      date: '2026-11-27',
      city: 7,
      driver_id: 1,
      references: ['C', 'A', 'B'],
      seen: ['A', 'B', 'C'],
      moving: [],
    })
    expect(planMove(rounds, 'A', { driverId: 1, index: 0 }, day.date, 7)).toBeNull()
  })

  it('moves a stop to another driver at its place, or an unassigned one into a round, saying where it came from', () => {
    const plan = planMove(rounds, 'B', { driverId: 2, index: 0 }, day.date, 7)
    expect([references(plan, 1), references(plan, 2)]).toEqual([
      ['A', 'C'],
      ['B', 'X'],
    ])
    expect(plan && 'save' in plan && [plan.save.seen, plan.save.moving]).toEqual([['X'], [{ reference: 'B', driver_id: 1 }]])
    const fromNone = planMove(rounds, 'U', { driverId: 2, index: Number.MAX_SAFE_INTEGER }, day.date, 7)
    expect(fromNone && 'save' in fromNone && fromNone.save.moving).toEqual([{ reference: 'U', driver_id: null }])
    expect(references(fromNone, 2)).toEqual(['X', 'U'])
  })

  it('takes a stop out of every round through the assignment', () => {
    const plan = planMove(rounds, 'A', { driverId: null, index: 0 }, day.date, 7)
    expect(plan && 'unassign' in plan && plan.unassign).toBe('A')
    expect(references(plan, null)).toEqual(['A', 'U'])
  })
})
