import { describe, expect, it } from 'vitest'
import { jugDeposit } from './deposit-arithmetic'

const jug = (quantity: number, unitDepositCentimes = 5000) => ({ quantity, unitDepositCentimes })
const none = { jugs: 0, depositCentimes: 0 }

describe('jugDeposit', () => {
  it('charges every jug taken by a new customer who returns nothing', () => {
    expect(jugDeposit([jug(2)], 0, none)).toMatchObject({ jugsTaken: 2, chargedJugs: 2, depositCentimes: 10_000, jugsAfter: 2 })
  })

  it('charges the jugs taken beyond the empties returned', () => {
    expect(jugDeposit([jug(2)], 1, { jugs: 1, depositCentimes: 5000 })).toMatchObject({
      chargedJugs: 1,
      depositCentimes: 5000,
      jugsAfter: 2,
    })
  })

  it('charges nothing to a customer holding 2 jugs who takes 2 and returns 2', () => {
    expect(jugDeposit([jug(2)], 2, { jugs: 2, depositCentimes: 10_000 })).toMatchObject({ depositCentimes: 0, jugsAfter: 2 })
  })

  it('uses a deposit already held for jugs no longer out', () => {
    // 3 deposits held, 1 jug out: 2 jugs' deposit is spare.
    expect(jugDeposit([jug(3)], 0, { jugs: 1, depositCentimes: 15_000 })).toMatchObject({
      chargedJugs: 1,
      depositCentimes: 5000,
      jugsAfter: 4,
    })
  })

  it('never gives money back at checkout when more empties are returned than jugs taken', () => {
    expect(jugDeposit([jug(1)], 3, { jugs: 3, depositCentimes: 15_000 })).toMatchObject({
      chargedJugs: 0,
      depositCentimes: 0,
      jugsAfter: 1,
    })
  })

  it('caps the empties at the jugs held and taken', () => {
    expect(jugDeposit([jug(1)], 5, none)).toMatchObject({ maxEmpties: 1, depositCentimes: 0, jugsAfter: 0 })
  })

  it('ignores lines without a deposit and covers the dearest deposits first', () => {
    const result = jugDeposit([jug(4, 0), jug(1, 3000), jug(1, 5000)], 1, { jugs: 1, depositCentimes: 5000 })
    expect(result).toMatchObject({ jugsTaken: 2, chargedJugs: 1, depositCentimes: 3000 })
  })
})
