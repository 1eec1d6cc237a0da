import { describe, expect, it } from 'vitest'
import { applyRounds, moveStop, peakLoad, type PlanRound } from './dispatch-plan'

const plan: PlanRound[] = [
  { driverId: 1, references: ['A', 'B', 'C'] },
  { driverId: 2, references: ['D'] },
  { driverId: null, references: ['E'] },
]

describe('the proposal reshaped by staff', () => {
  it('moves a stop into another round at a place, or at the end when past it', () => {
    expect(moveStop(plan, 'B', 2, 0)).toEqual([
      { driverId: 1, references: ['A', 'C'] },
      { driverId: 2, references: ['B', 'D'] },
      { driverId: null, references: ['E'] },
    ])
    expect(moveStop(plan, 'E', 1, 99)[0]!.references).toEqual(['A', 'B', 'C', 'E'])
    expect(moveStop(plan, 'A', 1, 2)[0]!.references).toEqual(['B', 'C', 'A'])
  })

  it('takes a stop out of every round, and leaves the plan alone for an unknown one', () => {
    expect(moveStop(plan, 'D', null, 99)[2]!.references).toEqual(['E', 'D'])
    expect(moveStop(plan, 'Z', 1, 0)).toBe(plan)
  })

  it("applies the drivers' rounds only: the unserved stay without a driver", () => {
    expect(applyRounds(plan)).toEqual([
      { driver_id: 1, references: ['A', 'B', 'C'] },
      { driver_id: 2, references: ['D'] },
    ])
  })

  it('counts the empties brought back in the jug places: the peak may come late in the round', () => {
    // 5 full jugs out; the first stop takes 2 and gives 6 empties: 9 on board after it.
    expect(
      peakLoad([
        { jugs: 2, packs: 1, empties: 6 },
        { jugs: 3, packs: 4, empties: 0 },
      ]),
    ).toEqual({ jugs: 9, packs: 5 })
    expect(peakLoad([{ jugs: 4, packs: 0, empties: 1 }])).toEqual({ jugs: 4, packs: 0 })
    expect(peakLoad([])).toEqual({ jugs: 0, packs: 0 })
  })
})
