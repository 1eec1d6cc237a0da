/**
 * The standing orders job (docs/decisions/0085): every date of an active standing order that
 * comes within the settings' lead days (and the checkout's booking window) becomes an order,
 * placed by the checkout's own code at the day's prices, or a recorded reason why not.
 *
 * Exactly once: a worker claims a chunk of due standing orders with `FOR UPDATE SKIP LOCKED`
 * (another instance takes other rows), and in that same transaction inserts the date's row
 * (unique per standing order and date), places the order and moves `next_date` on. A crash rolls
 * all of it back; a second instance finds the row locked, then no longer due; and were both to
 * reach one date, the unique row (and the order's unique idempotency key) refuse the second.
 *
 * At scale (docs/decisions/0088): what every date would read again is read once, the run's rules,
 * modes, cities and catalogue facts when it starts or first meets them, the chunk's customers,
 * addresses and jug accounts per chunk, and given to the checkout (known-facts.ts); the chunk's
 * date rows and e-mails are written in one statement each. Each date still goes through the
 * checkout's own placement, in its savepoint. Four workers of 25 keep six of the pool's ten
 * connections for the shoppers the same process serves meanwhile.
 */
import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm'
import type { Database, Transaction } from '~/api/db/executor'
import { standingOrderDeliveries, standingOrderLines, standingOrders, users } from '~/api/db/schema'
import type { MailSender } from '~/api/mail/outbox'
import type { QueuedEmails } from '~/api/services/checkout/place-order'
import { emptyChunkWrites, writeChunk } from '~/api/services/standing-orders/chunk-writes'
import { readChunkFacts } from '~/api/services/standing-orders/chunk-facts'
import { fillLineFacts, fillVariantLabels } from '~/api/services/standing-orders/line-facts-cache'
import {
  customerLocale,
  loadPlacementContext,
  type PlacementContext,
  placeStandingDate,
  type StandingLine,
} from '~/api/services/standing-orders/standing-placement'
import { log } from '~/lib/logger.server'
import { addDays, shopClock } from '~/lib/shop-dates'

export type StandingJobOptions = { now: Date; send?: MailSender; chunk?: number; workers?: number }
export type StandingJobReport = { ordered: number; awaiting: number; held: number; skipped: number; failed: number }

/** Handles every due date; answers how many orders it made. */
export async function createStandingOrders(db: Database, options: StandingJobOptions): Promise<number> {
  return (await runStandingOrders(db, options)).ordered
}

export async function runStandingOrders(db: Database, { now, chunk = 25, workers = 4 }: StandingJobOptions): Promise<StandingJobReport> {
  const report: StandingJobReport = { ordered: 0, awaiting: 0, held: 0, skipped: 0, failed: 0 }
  // A shop without an active standing order reads nothing more, every minute (nor makes the links' secret).
  const [anyActive] = await db.select({ id: standingOrders.id }).from(standingOrders).where(eq(standingOrders.status, 'active')).limit(1)
  if (!anyActive) return report
  const ctx = await loadPlacementContext(db, now)
  const horizon = addDays(shopClock(now).day, Math.min(ctx.settings.leadDays, ctx.checkout.bookingWindowDays))
  // A standing order whose date failed (bad data) is logged and left for the next run, not retried in a loop.
  const failed: number[] = []
  const worker = async () => {
    // The e-mails wait in the outbox, written in each chunk's transaction; the outbox's own job sends
    // them within minutes (docs/decisions/0015), so the run is not slowed by one delivery per date.
    while ((await db.transaction((tx) => handleChunk(tx, ctx, { horizon, chunk, failed, report }))) > 0);
  }
  await Promise.all(Array.from({ length: workers }, worker))
  return report
}

async function handleChunk(
  tx: Transaction,
  ctx: PlacementContext,
  { horizon, chunk, failed, report }: { horizon: string; chunk: number; failed: number[]; report: StandingJobReport },
): Promise<number> {
  // Queued in the outbox by this transaction; sent by the outbox's job.
  const queued: QueuedEmails = []
  const due = await tx
    .select()
    .from(standingOrders)
    .where(and(eq(standingOrders.status, 'active'), lte(standingOrders.nextDate, horizon), notInArray(standingOrders.id, failed)))
    .orderBy(asc(standingOrders.nextDate), asc(standingOrders.id))
    .limit(chunk)
    .for('update', { skipLocked: true })
  if (due.length === 0) return 0
  const ids = due.map((row) => row.id)
  // The customers' rows, locked now in one order: the orders placed below lock them again, and two
  // workers holding customers of each other's chunks never wait for each other.
  const customerIds = [...new Set(due.map((row) => row.userId))].sort((a, b) => a - b)
  // The whole row: the checkout takes it as the one it would have locked itself (known-facts.ts).
  const customers = await tx.select().from(users).where(inArray(users.id, customerIds)).orderBy(asc(users.id)).for('update')
  const lines = await tx.select().from(standingOrderLines).where(inArray(standingOrderLines.standingOrderId, ids))
  const linesOf = new Map<number, StandingLine[]>()
  for (const line of lines) linesOf.set(line.standingOrderId, [...(linesOf.get(line.standingOrderId) ?? []), line])
  // What the chunk's dates would each read again: the catalogue's facts of their products (once
  // per run), the customers' addresses and jug accounts (once per chunk).
  const localeOf = new Map(customers.map((customer) => [customer.id, customerLocale(customer)]))
  await fillLineFacts(
    tx,
    ctx.lineFacts,
    due.map((row) => ({
      cityId: row.cityId,
      locale: localeOf.get(row.userId) ?? 'fr',
      productIds: (linesOf.get(row.id) ?? []).map((line) => line.productId),
    })),
  )
  await fillVariantLabels(
    tx,
    ctx.variantLabels,
    lines.flatMap((line) => (line.variantId ? [line.variantId] : [])),
  )
  const chunkFacts = await readChunkFacts(
    tx,
    customers,
    due.map((row) => row.addressId),
  )
  const writes = emptyChunkWrites()

  // The dates' rows first, in one statement: their unique key is the promise of one order per date.
  // A date that has one already was skipped ahead by the customer.
  const claimed = await tx
    .insert(standingOrderDeliveries)
    .values(
      due.map((row) => ({
        standingOrderId: row.id,
        slotDate: row.nextDate,
        status: 'held' as const,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: standingOrderDeliveries.id, standingOrderId: standingOrderDeliveries.standingOrderId })
  const handled: number[] = []
  for (const standing of due) {
    const claim = claimed.find((row) => row.standingOrderId === standing.id)
    const customer = customers.find((row) => row.id === standing.userId)
    if (!claim) {
      report.skipped++
      handled.push(standing.id)
      continue
    }
    if (!customer || customer.deletedAt) {
      await tx.update(standingOrders).set({ status: 'stopped', updatedAt: ctx.now }).where(eq(standingOrders.id, standing.id))
      report.skipped++
      continue
    }
    const gathered = { deliveries: writes.deliveries.length, emails: writes.emails.length }
    try {
      // The order is placed in a savepoint (placeStandingDate): a refusal is recorded, not thrown.
      const outcome = await placeStandingDate(tx, ctx, {
        standing,
        lines: linesOf.get(standing.id) ?? [],
        customer,
        deliveryId: claim.id,
        slot: standing.nextDate,
        acceptRise: false,
        queued,
        chunk: { facts: chunkFacts.of(customer), writes },
      })
      report[outcome.status]++
      handled.push(standing.id)
    } catch (error) {
      // Rolled back to the savepoint: the date stays to be handled by a later run, nothing of it written.
      log.error({ err: error, standingOrderId: standing.id, slot: standing.nextDate }, '[jobs] standing order date could not be handled')
      writes.deliveries.length = gathered.deliveries
      writes.emails.length = gathered.emails
      await tx.delete(standingOrderDeliveries).where(eq(standingOrderDeliveries.id, claim.id))
      failed.push(standing.id)
      report.failed++
    }
  }
  await writeChunk(tx, writes, ctx.now, queued)
  // Each handled standing order moves on to its next date, in the transaction that handled this one.
  if (handled.length) {
    await tx
      .update(standingOrders)
      .set({ nextDate: sql`${standingOrders.nextDate} + 7 * ${standingOrders.everyWeeks}`, updatedAt: ctx.now })
      .where(inArray(standingOrders.id, handled))
  }
  return due.length
}

/** How many active standing orders are due by `now` (a figure for the benchmark and the dashboard). */
export async function countDueStandingOrders(db: Database, horizon: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(standingOrders)
    .where(and(eq(standingOrders.status, 'active'), lte(standingOrders.nextDate, horizon)))
  return row?.count ?? 0
}
