/**
 * The jug account's ledger (docs/decisions/0083): every change of the jugs a customer holds or of
 * the deposit the shop holds for them is one row, with the balances after it. Code that changes
 * them calls `recordJugMovement` in its own transaction, nothing else writes the table; the
 * account is read with `readJugBalance` (the pricing, the door) or `readJugAccount` (the pages).
 *
 * One writer at a time per customer: the customer's row is locked first (placing an order locks
 * it too, before pricing reads the balance, so what was priced is what is written), then the next
 * row's `seq` and balances follow the last row; the unique (user, seq) is the backstop, and the
 * checks refuse a balance below zero (the transaction fails, nothing is written).
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { JugAccount, JugMovementKind } from '~/api/contract/jug-account'
import type { Executor } from '~/api/db/executor'
import { jugMovements, orders, users } from '~/api/db/schema'

export type JugMovementInput = {
  userId: number
  kind: JugMovementKind
  /** Jugs the customer holds: + lent, - returned or written off. */
  jugs?: number
  /** Deposit the shop holds for them, centimes: + paid, - refunded. */
  depositCentimes?: number
  orderId?: number | null
  actorId?: number | null
  reason?: string | null
  now?: Date
}

export type JugBalance = { jugs: number; depositCentimes: number }
export type JugMovement = typeof jugMovements.$inferSelect

/**
 * Writes one row of a customer's jug account and returns it (its `jugsAfter`, `depositAfter`).
 * A movement of nothing writes nothing (null). Throws the database's check violation
 * (`jug_movements_jugs_after_non_negative`, `jug_movements_deposit_after_non_negative`) when it
 * would take a balance below zero.
 */
export async function recordJugMovement(tx: Executor, input: JugMovementInput): Promise<JugMovement | null> {
  return (await recordJugMovements(tx, input.userId, [input]))[0] ?? null
}

/**
 * Several rows of one customer's account in a row (an order lends jugs, takes empties back and
 * charges their deposit): one lock, one read of the last row and one INSERT for all of them,
 * each row's `seq` and balances following the one before. Rows of nothing are left out.
 */
export async function recordJugMovements(tx: Executor, userId: number, inputs: Omit<JugMovementInput, 'userId'>[]): Promise<JugMovement[]> {
  const moving = inputs.filter((input) => (input.jugs ?? 0) !== 0 || (input.depositCentimes ?? 0) !== 0)
  if (moving.length === 0) return []
  await lockJugAccount(tx, userId)
  const [last] = await tx
    .select({ seq: jugMovements.seq, jugsAfter: jugMovements.jugsAfter, depositAfter: jugMovements.depositAfter })
    .from(jugMovements)
    .where(eq(jugMovements.userId, userId))
    .orderBy(desc(jugMovements.seq))
    .limit(1)
  let seq = last?.seq ?? 0
  let jugsAfter = last?.jugsAfter ?? 0
  let depositAfter = last?.depositAfter ?? 0
  const rows = moving.map((input) => {
    const jugs = input.jugs ?? 0
    const deposit = input.depositCentimes ?? 0
    seq += 1
    jugsAfter += jugs
    depositAfter += deposit
    return {
      userId,
      seq,
      kind: input.kind,
      jugs,
      depositCentimes: deposit,
      jugsAfter,
      depositAfter,
      orderId: input.orderId ?? null,
      actorId: input.actorId ?? null,
      reason: (input.reason ?? '').trim().slice(0, 500),
      createdAt: input.now ?? new Date(),
    }
  })
  return tx.insert(jugMovements).values(rows).returning()
}

/** Holds the customer's jug account until the transaction ends (their row), for a read then a write. */
export async function lockJugAccount(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR NO KEY UPDATE`)
}

/** The customer's balances now: jugs held and the deposit held (zero for a customer without rows). */
export async function readJugBalance(db: Executor, userId: number): Promise<JugBalance> {
  const [last] = await db
    .select({ jugs: jugMovements.jugsAfter, depositCentimes: jugMovements.depositAfter })
    .from(jugMovements)
    .where(eq(jugMovements.userId, userId))
    .orderBy(desc(jugMovements.seq))
    .limit(1)
  return last ?? { jugs: 0, depositCentimes: 0 }
}

/** The rows one order wrote, summed: what its cancellation undoes. */
export async function orderJugTotals(db: Executor, orderId: number): Promise<JugBalance> {
  const [row] = await db
    .select({
      jugs: sql<number>`coalesce(sum(${jugMovements.jugs}), 0)::int`,
      depositCentimes: sql<number>`coalesce(sum(${jugMovements.depositCentimes}), 0)::int`,
    })
    .from(jugMovements)
    .where(eq(jugMovements.orderId, orderId))
  return row ?? { jugs: 0, depositCentimes: 0 }
}

/** The customer's jug account: balances, what was paid, returned and refunded, and the latest rows (newest first). */
export async function readJugAccount(db: Executor, userId: number, { limit = 200 } = {}): Promise<JugAccount> {
  const [sums] = await db
    .select({
      depositsPaid: sql<number>`coalesce(sum(${jugMovements.depositCentimes}) FILTER (WHERE ${jugMovements.kind} = 'deposit_paid'), 0)::int`,
      jugsReturned: sql<number>`coalesce(-sum(${jugMovements.jugs}) FILTER (WHERE ${jugMovements.kind} = 'returned'), 0)::int`,
      depositsRefunded: sql<number>`coalesce(-sum(${jugMovements.depositCentimes}) FILTER (WHERE ${jugMovements.kind} = 'deposit_refunded'), 0)::int`,
    })
    .from(jugMovements)
    .where(eq(jugMovements.userId, userId))
  const rows = await db
    .select({ movement: jugMovements, orderReference: orders.reference })
    .from(jugMovements)
    .leftJoin(orders, eq(orders.id, jugMovements.orderId))
    .where(eq(jugMovements.userId, userId))
    .orderBy(desc(jugMovements.seq))
    .limit(limit)
  const latest = rows[0]?.movement
  return {
    jugs_held: latest?.jugsAfter ?? 0,
    deposit_held: latest?.depositAfter ?? 0,
    deposits_paid: sums?.depositsPaid ?? 0,
    jugs_returned: sums?.jugsReturned ?? 0,
    deposits_refunded: sums?.depositsRefunded ?? 0,
    movements: rows.map(({ movement, orderReference }) => ({
      id: movement.id,
      kind: movement.kind,
      jugs: movement.jugs,
      deposit: movement.depositCentimes,
      jugs_after: movement.jugsAfter,
      deposit_after: movement.depositAfter,
      order_reference: orderReference,
      reason: movement.reason,
      created_at: movement.createdAt.toISOString(),
    })),
  }
}
