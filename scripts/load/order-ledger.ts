/**
 * After the run, the orders the mix placed checked in the shop's database: every order that was
 * acknowledged (a 2xx with its reference) exists exactly once under its idempotency key, and no
 * key placed more than one order, whether its requests were answered, shed (503) and re-sent, or
 * never answered at all. It reads every order of the mix's own customers, so an order placed
 * behind an answer the mix never got is seen too.
 */
import pg from 'pg'

export interface OrderLedger {
  acknowledged: number
  found: number
  lost: number
  twice: number
  /** Orders in the database whose placing the mix never saw acknowledged (a shed or failed answer). */
  unacknowledged: number
}

export async function checkOrders({
  databaseUrl,
  customerIds,
  orders,
}: {
  databaseUrl: string
  customerIds: number[]
  orders: { key: string; reference?: string }[]
}): Promise<OrderLedger> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ reference: string; key: string }>(
      'SELECT reference, idempotency_key AS key FROM orders WHERE user_id = ANY($1::int[])',
      [customerIds],
    )
    const referencesByKey = new Map<string, string[]>()
    for (const row of rows) referencesByKey.set(row.key, [...(referencesByKey.get(row.key) ?? []), row.reference])
    // The same order may be acknowledged twice (a re-send answered with the first answer): one order.
    const acknowledged = new Map(orders.filter((order) => order.reference).map((order) => [order.key, order.reference!]))
    let found = 0
    for (const [key, reference] of acknowledged) {
      const placed = referencesByKey.get(key) ?? []
      if (placed.filter((each) => each === reference).length === 1) found++
    }
    return {
      acknowledged: acknowledged.size,
      found,
      lost: acknowledged.size - found,
      twice: [...referencesByKey.values()].filter((references) => references.length > 1).length,
      unacknowledged: [...referencesByKey.keys()].filter((key) => !acknowledged.has(key)).length,
    }
  } finally {
    await client.end()
  }
}

export const ledgerLine = (ledger: OrderLedger) =>
  `orders: ${ledger.acknowledged} acknowledged, ${ledger.found} found, ${ledger.lost} lost, ${ledger.twice} twice` +
  (ledger.unacknowledged > 0 ? ` (and ${ledger.unacknowledged} placed whose answer the mix did not get as a success)` : '')
