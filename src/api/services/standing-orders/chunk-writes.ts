/**
 * The job's chunk writes its dates' outcomes at once (docs/decisions/0088): the dates' rows in one
 * UPDATE and their e-mails in one INSERT into the outbox, instead of two statements per date. In
 * the chunk's transaction, after its dates were placed: a crash loses none of it, or all of it.
 */
import { sql } from 'drizzle-orm'
import type { Transaction } from '~/api/db/executor'
import { orders, standingOrderDeliveries } from '~/api/db/schema'
import { type OutgoingEmail, queueEmails } from '~/api/mail/outbox'
import type { QueuedEmails } from '~/api/services/checkout/place-order'

export type DeliveryOutcome = {
  deliveryId: number
  status: 'ordered' | 'awaiting' | 'held'
  /** The order placed for the date, found by the checkout's key. */
  orderKey: { userId: number; key: string } | null
  deliveryDate: string | null
  totalCentimes: number | null
  reason: string | null
}

export type ChunkWrites = { deliveries: DeliveryOutcome[]; emails: OutgoingEmail[] }

export const emptyChunkWrites = (): ChunkWrites => ({ deliveries: [], emails: [] })

/** Writes the gathered rows and e-mails; the e-mails' ids join `queued`. */
export async function writeChunk(tx: Transaction, writes: ChunkWrites, now: Date, queued: QueuedEmails): Promise<void> {
  const rows = writes.deliveries
  if (rows.length) {
    // One array per column: drizzle would otherwise spread each value into a parameter of its own.
    await tx.execute(sql`
      UPDATE ${standingOrderDeliveries} AS d
      SET status = v.status::standing_delivery_status,
          order_id = (SELECT o.id FROM ${orders} o WHERE o.user_id = v.user_id AND o.idempotency_key = v.order_key),
          delivery_date = v.delivery_date,
          total_centimes = v.total_centimes,
          reason = v.reason,
          updated_at = ${now}
      FROM unnest(
        ${sql.param(rows.map((row) => row.deliveryId))}::int[],
        ${sql.param(rows.map((row) => row.status))}::text[],
        ${sql.param(rows.map((row) => row.orderKey?.userId ?? null))}::int[],
        ${sql.param(rows.map((row) => row.orderKey?.key ?? null))}::text[],
        ${sql.param(rows.map((row) => row.deliveryDate))}::date[],
        ${sql.param(rows.map((row) => row.totalCentimes))}::int[],
        ${sql.param(rows.map((row) => row.reason))}::text[]
      ) AS v(id, status, user_id, order_key, delivery_date, total_centimes, reason)
      WHERE d.id = v.id`)
  }
  if (writes.emails.length) {
    const ids = await queueEmails(tx, writes.emails, now)
    writes.emails.forEach((email, index) => queued.push({ id: ids[index]!, email }))
  }
}
