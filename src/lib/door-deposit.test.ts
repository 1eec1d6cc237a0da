import { describe, expect, it } from 'vitest'
import { doorDepositChange } from './door-deposit'

describe('doorDepositChange', () => {
  const order = { emptiesAnnounced: 1, depositCentimes: 5000 }
  it('adds a deposit per jug kept beyond those announced', () => {
    expect(doorDepositChange(order, 5000, 0)).toBe(5000)
    expect(doorDepositChange({ emptiesAnnounced: 3, depositCentimes: 0 }, 5000, 1)).toBe(10_000)
  })
  it('takes a deposit off per extra empty, never more than the order charged', () => {
    expect(doorDepositChange(order, 5000, 2)).toBe(-5000)
    expect(doorDepositChange(order, 5000, 4)).toBe(-5000)
    expect(doorDepositChange({ emptiesAnnounced: 0, depositCentimes: 0 }, 5000, 2)).toBe(0)
  })
  it('changes nothing for the announced count', () => {
    expect(doorDepositChange(order, 5000, 1)).toBe(0)
  })
})
