/**
 * What the job reads once for a chunk's customers (docs/decisions/0088) instead of once per date:
 * the addresses its standing orders deliver to, held FOR KEY SHARE as the checkout holds them,
 * and each customer's jug account. Read after the chunk locked its customers, so nothing else
 * changes them before the chunk commits, except the chunk's own orders: a customer's second date
 * in the same chunk reads their jug account again (the first order lent jugs).
 */
import { eq, inArray, sql } from 'drizzle-orm'
import type { SessionUser } from '~/api/auth/session'
import type { Transaction } from '~/api/db/executor'
import { addresses, cities, jugMovements } from '~/api/db/schema'
import type { KnownFacts } from '~/api/services/checkout/known-facts'
import type { JugBalance } from '~/api/services/deposits/jug-ledger'

export async function readChunkFacts(tx: Transaction, customers: SessionUser[], addressIds: number[]) {
  const ids = customers.map((customer) => customer.id)
  const addressRows = addressIds.length
    ? await tx
        .select({ address: addresses, cityFr: cities.nameFr, cityAr: cities.nameAr })
        .from(addresses)
        .innerJoin(cities, eq(cities.id, addresses.cityId))
        .where(inArray(addresses.id, addressIds))
        .for('key share', { of: addresses })
    : []
  // Each customer's latest row is their balance (jug-ledger.ts's readJugBalance, for the chunk at once).
  const balances = ids.length
    ? await tx
        .selectDistinctOn([jugMovements.userId], {
          userId: jugMovements.userId,
          jugs: jugMovements.jugsAfter,
          depositCentimes: jugMovements.depositAfter,
        })
        .from(jugMovements)
        .where(inArray(jugMovements.userId, ids))
        .orderBy(jugMovements.userId, sql`${jugMovements.seq} DESC`)
    : []
  const balanceOf = new Map<number, JugBalance>(
    balances.map((row) => [row.userId, { jugs: row.jugs, depositCentimes: row.depositCentimes }]),
  )
  const balanceGiven = new Set<number>()
  return {
    /** The facts of one of the chunk's dates; the jug account only for the customer's first date in the chunk. */
    of(customer: SessionUser): Pick<KnownFacts, 'customer' | 'addresses' | 'jugBalance'> {
      const first = !balanceGiven.has(customer.id)
      balanceGiven.add(customer.id)
      return {
        customer,
        // Only the customer's own: an address of someone else is unknown to the checkout, as it was.
        addresses: addressRows.filter((row) => row.address.userId === customer.id),
        ...(first ? { jugBalance: balanceOf.get(customer.id) ?? { jugs: 0, depositCentimes: 0 } } : {}),
      }
    },
  }
}
