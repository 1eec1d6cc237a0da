/**
 * The proposal as staff reshape it before applying it (docs/decisions/0100): each driver's round
 * as a list of references (`driverId` null: the stops no round serves), a stop moved within a
 * round or to another, and what a van carries at its fullest along a round.
 */
import type { ApplyBody, Proposal } from '~/api/contract/admin-dispatch'

export type PlanRound = { driverId: number | null; references: string[] }

/** The proposal's rounds in order, then the unserved stops. */
export function planOf(proposal: Proposal): PlanRound[] {
  return [
    ...proposal.rounds.map((round) => ({ driverId: round.driver_id, references: round.stops.map((stop) => stop.reference) })),
    { driverId: null, references: proposal.unserved.map((stop) => stop.reference) },
  ]
}

/** `reference` moved to `driverId`'s round at `index` (at the end when past it); the plan unchanged when it is nowhere. */
export function moveStop(plan: PlanRound[], reference: string, driverId: number | null, index: number): PlanRound[] {
  if (!plan.some((round) => round.references.includes(reference))) return plan
  const without = plan.map((round) => ({ ...round, references: round.references.filter((each) => each !== reference) }))
  return without.map((round) => {
    if (round.driverId !== driverId) return round
    const references = [...round.references]
    references.splice(Math.max(0, Math.min(index, references.length)), 0, reference)
    return { ...round, references }
  })
}

export type Load = { jugs: number; packs: number; empties: number }

/**
 * The most a van carries at once along `loads` in order: everything to deliver leaves the depot
 * on board; after each stop its full jugs are off and its empties on (a jug's place either way).
 */
export function peakLoad(loads: readonly Load[]): { jugs: number; packs: number } {
  let jugs = loads.reduce((sum, load) => sum + load.jugs, 0)
  const packs = loads.reduce((sum, load) => sum + load.packs, 0)
  let peak = jugs
  for (const load of loads) {
    jugs += load.empties - load.jugs
    peak = Math.max(peak, jugs)
  }
  return { jugs: peak, packs }
}

/** The apply's rounds: every driver's list, the unserved left out (they stay without a driver). */
export const applyRounds = (plan: PlanRound[]): ApplyBody['rounds'] =>
  plan.flatMap((round) => (round.driverId === null ? [] : [{ driver_id: round.driverId, references: round.references }]))
