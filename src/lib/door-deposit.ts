/**
 * What the driver's count of empties changes in the deposit charged (docs/decisions/0084), before
 * the customer's account bounds it (the server's door-empties.ts applies those): each jug kept
 * beyond those announced adds its deposit; each extra empty takes one off, never below zero.
 * The round's deliver form previews the amount to collect with it.
 */
export function doorDepositChange(order: { emptiesAnnounced: number; depositCentimes: number }, unitDeposit: number, counted: number) {
  const difference = counted - order.emptiesAnnounced
  return difference < 0 ? -difference * unitDeposit : 0 - Math.min(difference * unitDeposit, Math.max(0, order.depositCentimes))
}
