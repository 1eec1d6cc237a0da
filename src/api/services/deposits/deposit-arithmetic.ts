/**
 * The deposit an order charges (docs/decisions/0083), a pure function the checkout's pricing
 * calls: each returnable unit is one jug lent; the jugs the customer takes beyond the empties they
 * hand back, and beyond the jugs whose deposit the shop already holds without the jug being out,
 * pay their deposit. Never negative at checkout: empties handed back beyond the jugs taken leave
 * their deposit held (the next jugs use it, or the back office refunds it).
 */
import type { JugBalance } from './jug-ledger'

export type ReturnableLine = { quantity: number; unitDepositCentimes: number }

export type JugDeposit = {
  /** Returnable units in the order: jugs lent. */
  jugsTaken: number
  /** The most empties the customer can hand back: the jugs they hold and those this order brings. */
  maxEmpties: number
  /** Jugs of this order that pay their deposit, and what they pay. */
  chargedJugs: number
  depositCentimes: number
  /** Jugs the customer holds once the order is delivered as announced. */
  jugsAfter: number
}

export function jugDeposit(lines: ReturnableLine[], empties: number, held: JugBalance): JugDeposit {
  // The dearest deposits first: what is covered spares the customer the most.
  const units = lines
    .filter((line) => line.unitDepositCentimes > 0 && line.quantity > 0)
    .flatMap((line) => Array<number>(line.quantity).fill(line.unitDepositCentimes))
    .sort((a, b) => b - a)
  const jugsTaken = units.length
  const maxEmpties = held.jugs + jugsTaken
  const returned = Math.max(0, Math.min(empties, maxEmpties))
  // A deposit held beyond the jugs out (empties returned earlier without a refund), counted in this order's dearest jug.
  const unit = units[0] ?? 0
  const spare = Math.max(0, held.depositCentimes - held.jugs * unit)
  const creditJugs = unit > 0 ? Math.floor(spare / unit) : 0
  const covered = Math.min(jugsTaken, returned + creditJugs)
  const charged = units.slice(covered)
  return {
    jugsTaken,
    maxEmpties,
    chargedJugs: charged.length,
    depositCentimes: charged.reduce((sum, deposit) => sum + deposit, 0),
    jugsAfter: held.jugs + jugsTaken - returned,
  }
}
