import { sql } from 'drizzle-orm'
import type { Transaction } from '~/api/db/executor'

/** The legal documents numbered in their own gap-free sequence each year. */
export type DocumentKind = 'invoice' | 'credit_note'

/**
 * The next number of a kind of document for a year: 1 for the year's first. Taken inside the
 * transaction that issues the document, never outside one: the counter's row is locked until the
 * transaction ends, so a concurrent issuer waits, a rollback gives the number back, and the
 * numbers of committed documents run 1, 2, 3… without a gap or a repeat (a PostgreSQL sequence
 * would skip the numbers of rolled-back transactions, which an invoice series may not).
 */
export async function nextDocumentNumber(tx: Transaction, kind: DocumentKind, year: number): Promise<number> {
  const { rows } = await tx.execute<{ last_number: number }>(sql`
    INSERT INTO document_numbers (kind, year, last_number) VALUES (${kind}, ${year}, 1)
    ON CONFLICT (kind, year) DO UPDATE SET last_number = document_numbers.last_number + 1
    RETURNING last_number`)
  const number = rows[0]?.last_number
  if (number === undefined) throw new Error(`no ${kind} number was taken for ${year}`)
  return number
}

/** How a number is written on the document: the year, then the number on six digits (2026-000042). */
export const documentReference = (year: number, number: number) => `${year}-${String(number).padStart(6, '0')}`
