/**
 * One customer downloading their invoice's PDF 30 times at once while another signed-in customer
 * browses the catalogue (issue 43, check 22), against a built shop: for
 * tests/reliability/pdf-downloads.test.ts and scripts/benchmark-pdf-downloads.ts. The invoice is
 * issued the way a delivery issues it (issueOrderInvoice) on one of the demo customer's orders.
 */
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from '~/api/db/schema'
import { issueOrderInvoice } from '~/api/services/documents/invoices'
import { newSessionToken } from './sessions'
import { hashToken } from '~/api/auth/token-hash'

export type DownloadScenario = {
  base: string
  invoiceUrl: string
  reference: string
  customerName: string
  token: string
  shopperToken: string
  cityId: number
}

/** Issues an invoice for the demo customer's latest order (once) and opens both customers' sessions. */
export async function prepareDownloads(base: string, databaseUrl: string): Promise<DownloadScenario> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  try {
    const db = drizzle(pool, { schema, casing: 'snake_case' })
    const [customer] = await db.select().from(schema.users).where(eq(schema.users.email, 'client@example.ma'))
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.userId, customer!.id)).orderBy(schema.orders.id).limit(1)
    const [existing] = await db.select().from(schema.invoiceOrders).where(eq(schema.invoiceOrders.orderId, order!.id))
    if (!existing) await db.transaction((tx) => issueOrderInvoice(tx, order!, new Date()))
    const [invoice] = await db
      .select({ reference: schema.invoices.reference, snapshot: schema.invoices.snapshot })
      .from(schema.invoices)
      .innerJoin(schema.invoiceOrders, eq(schema.invoiceOrders.invoiceId, schema.invoices.id))
      .where(eq(schema.invoiceOrders.orderId, order!.id))
    const session = async (userId: number) => {
      const token = newSessionToken()
      await db.insert(schema.sessions).values({ token: hashToken(token), userId, expiresAt: new Date(Date.now() + 3_600_000) })
      return token
    }
    const [shopper] = await db
      .insert(schema.users)
      .values({
        email: `shopper-${newSessionToken().slice(0, 8).toLowerCase()}@example.test`,
        firstName: 'Autre',
        cityId: customer!.cityId,
      })
      .returning()
    const buyer = (invoice!.snapshot as { buyer: { name: string } }).buyer
    return {
      base,
      invoiceUrl: `${base}/api/fr/orders/${order!.reference}/invoice.pdf`,
      reference: invoice!.reference,
      customerName: buyer.name,
      token: await session(customer!.id),
      shopperToken: await session(shopper!.id),
      cityId: customer!.cityId!,
    }
  } finally {
    await pool.end()
  }
}

export type Download = { status: number; bytes: Uint8Array; ms: number; retryAfter: string | null }
export type DownloadRun = { downloads: Download[]; catalogue: { status: number; ms: number }[]; elapsedMs: number }

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN

/** `count` downloads at once; meanwhile the other shopper asks for catalogue pages, one after the other, until they are all answered. */
export async function runDownloads(scenario: DownloadScenario, count = 30): Promise<DownloadRun> {
  const started = performance.now()
  let downloading = true
  const download = async (): Promise<Download> => {
    const sent = performance.now()
    const answer = await fetch(scenario.invoiceUrl, { headers: { Authorization: `Bearer ${scenario.token}` } })
    const bytes = new Uint8Array(await answer.arrayBuffer())
    return { status: answer.status, bytes, ms: performance.now() - sent, retryAfter: answer.headers.get('Retry-After') }
  }
  const all = Promise.all(Array.from({ length: count }, download)).finally(() => (downloading = false))
  const catalogue: { status: number; ms: number }[] = []
  // A signed-in shopper's catalogue is not served from the API's cache: each page does work behind the gate.
  for (let page = 1; downloading || catalogue.length < 20; page = (page % 3) + 1) {
    const sent = performance.now()
    const answer = await fetch(`${scenario.base}/api/fr/${scenario.cityId}/products?page=${page}`, {
      headers: { Authorization: `Bearer ${scenario.shopperToken}` },
    })
    await answer.arrayBuffer()
    catalogue.push({ status: answer.status, ms: performance.now() - sent })
  }
  return { downloads: await all, catalogue, elapsedMs: performance.now() - started }
}

/** The figures a run is judged by. */
export function summary(run: DownloadRun) {
  const ok = run.downloads.filter((download) => download.status === 200)
  const times = run.catalogue.map((request) => request.ms).sort((a, b) => a - b)
  const downloadTimes = run.downloads.map((download) => download.ms).sort((a, b) => a - b)
  const statuses: Record<number, number> = {}
  for (const download of run.downloads) statuses[download.status] = (statuses[download.status] ?? 0) + 1
  return {
    downloads: statuses,
    downloadBytes: [...new Set(ok.map((download) => download.bytes.byteLength))],
    slowestDownloadMs: Math.round(downloadTimes.at(-1) ?? NaN),
    catalogueRequests: run.catalogue.length,
    catalogue503: run.catalogue.filter((request) => request.status === 503).length,
    catalogueOther: run.catalogue.filter((request) => request.status !== 200 && request.status !== 503).length,
    catalogueP50Ms: Math.round(percentile(times, 50)),
    catalogueP99Ms: Math.round(percentile(times, 99)),
    elapsedMs: Math.round(run.elapsedMs),
  }
}
