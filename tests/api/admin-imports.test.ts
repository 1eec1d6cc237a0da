/**
 * Imports and exports of the catalogue on a real PostgreSQL (issue 35 §6, docs/decisions/0081):
 * each kind's export, CSV and Excel, imports back unchanged; a file with bad rows is refused with
 * each row, column and reason in the admin's language and nothing written; a good file is applied
 * in one transaction with one audit line; a file or catalogue changed since the preview is refused.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { IMPORT_KINDS, type ImportResult } from '~/api/contract/admin-imports'
import { auditLog, cities, cityPrices, productVariants, stockMovements } from '~/api/db/schema'
import { readSheet } from '~/api/files/spreadsheets'
import { log } from '~/lib/logger.server'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { checkoutFixtures } from './checkout-helpers'
import { useTestDatabase } from './test-database'

const NOW = new Date('2026-11-27T10:00:00Z')
const { db, api } = await useTestDatabase({ now: () => NOW })
const f = await checkoutFixtures(db)
const admin = await createMember(db, 'admin')
const staff = await createMember(db, 'staff')

const download = async (kind: string, format: 'csv' | 'xlsx', token = admin.token, query = '') => {
  const response = await api.request(`/api/admin/imports/${kind}/export?format=${format}&lang=fr${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) }
}
/** A CSV as an admin's spreadsheet saves it: `;`, every field quoted, a BOM. */
const csvOf = (table: string[][]) =>
  new TextEncoder().encode(`\uFEFF${table.map((cells) => cells.map((cell) => `"${cell}"`).join(';')).join('\r\n')}\r\n`)
const send = (
  kind: string,
  bytes: Uint8Array,
  { apply = false, fingerprint = null as string | null, lang = 'fr', name = 'fichier.csv', token = admin.token } = {},
) =>
  adminCall(api, `/api/admin/imports/${kind}?lang=${lang}`, {
    token,
    body: { file_name: name, data: Buffer.from(bytes).toString('base64'), apply, fingerprint },
  })
const preview = async (kind: string, bytes: Uint8Array, options: { lang?: string; name?: string } = {}) => {
  const answer = await send(kind, bytes, options)
  // A failure names the file (which of an export's two did not read back) and the shop's answer.
  expect(answer.status, `${options.name ?? 'fichier.csv'}: ${JSON.stringify(answer.body)}`).toBe(200)
  return answer.body.data as ImportResult
}
const priceRows = async () => db.select({ n: count() }).from(cityPrices)
const imports = () => db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.import'))

describe('exports read back unchanged', () => {
  for (const kind of IMPORT_KINDS) {
    it(`${kind}: the CSV and the Excel file import back with no change and no error`, async () => {
      for (const format of ['csv', 'xlsx'] as const) {
        const file = await download(kind, format)
        expect(file.status).toBe(200)
        expect(file.headers.get('content-disposition')).toMatch(new RegExp(`\\.${format}"$`))
        const result = await preview(kind, file.bytes, { name: `export.${format}` })
        expect(result.error_count, JSON.stringify(result.errors.slice(0, 3))).toBe(0)
        expect(result.counts).toEqual({ new: 0, changed: 0, unchanged: result.rows })
        expect(result.rows).toBeGreaterThan(0)
      }
    })
  }

  it('gives a template (the header alone), and only to admins', async () => {
    const template = await readSheet((await download('stock', 'csv', admin.token, '&template=1')).bytes, 'csv')
    expect(template).toEqual([['product_reference', 'pack_size_reference', 'stock', 'low_threshold']])
    expect((await download('prices', 'csv', staff.token)).status).toBe(403)
    expect((await send('prices', csvOf([['x']]), { token: staff.token })).status).toBe(403)
  })
})

describe('a price file', () => {
  const small = f.variants[0]!
  const exported = async () => readSheet((await download('prices', 'csv')).bytes, 'csv')
  const rowOf = (table: string[][], city: string) => table.findIndex((cells) => cells[1] === small.reference && cells[2] === city)

  it('with bad rows is refused, each named by row, column and reason in the admin language; nothing is written', async () => {
    const table = await exported()
    const rabat = rowOf(table, 'rabat')
    table[rabat]![3] = '9,90'
    const [a, b, c] = [table.length - 3, table.length - 2, table.length - 1]
    table[a]![0] = 'NO-SUCH-REF'
    table[b]![3] = 'douze'
    table[c]![2] = 'atlantis'
    table.push([...table[rabat]!])
    const before = await priceRows()
    for (const lang of ['fr', 'ar'] as const) {
      const result = await preview('prices', csvOf(table), { lang })
      expect(result.errors).toEqual([
        { row: a + 1, column: 'product_reference', message: m.imp_error_unknown_product({ value: 'NO-SUCH-REF' }, { locale: lang }) },
        { row: b + 1, column: 'price', message: m.imp_error_price_invalid({ value: 'douze' }, { locale: lang }) },
        { row: c + 1, column: 'city', message: m.imp_error_unknown_city({ value: 'atlantis' }, { locale: lang }) },
        { row: table.length, column: 'product_reference', message: m.imp_error_duplicate({ line: rabat + 1 }, { locale: lang }) },
      ])
      expect(result.error_count).toBe(4)
      const applied = await send('prices', csvOf(table), { apply: true, fingerprint: result.fingerprint, lang })
      expect(applied.status).toBe(400)
      expect(applied.body.message).toBe(m.imp_file_has_errors({ count: 4 }, { locale: lang }))
    }
    expect(await priceRows()).toEqual(before)
    expect(await imports()).toHaveLength(0)
  })

  it('without errors is previewed (before → after), then applied in one transaction with one audit line', async () => {
    const table = await exported()
    table[rowOf(table, 'rabat')]![3] = '9,90'
    table[rowOf(table, 'casablanca')]![3] = '8.5'
    table[rowOf(table, 'casablanca')]![4] = '8'
    const bytes = csvOf(table)
    const result = await preview('prices', bytes)
    expect(result.counts).toEqual({ new: 2, changed: 0, unchanged: table.length - 3 })
    expect(result.changes.map((change) => change.after)).toEqual(expect.arrayContaining(['9.90', '8.50 / 8.00']))
    // Not yet written.
    expect(await db.select().from(cityPrices).where(eq(cityPrices.variantId, small.id))).toHaveLength(0)
    const applied = await send('prices', bytes, { apply: true, fingerprint: result.fingerprint })
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(applied.body.data).toMatchObject({ applied: true, counts: result.counts })
    const written = await db
      .select({ city: cities.slug, price: cityPrices.priceCentimes, sell: cityPrices.sellPriceCentimes })
      .from(cityPrices)
      .innerJoin(cities, eq(cities.id, cityPrices.cityId))
      .where(eq(cityPrices.variantId, small.id))
    expect(written).toEqual(
      expect.arrayContaining([
        { city: 'rabat', price: 990, sell: null },
        { city: 'casablanca', price: 850, sell: 800 },
      ]),
    )
    // The product's own "from" price follows its first pack size in those cities.
    const mirrored = await db
      .select()
      .from(cityPrices)
      .where(and(eq(cityPrices.productId, f.sidiAli.id), isNull(cityPrices.variantId)))
    expect(mirrored).toHaveLength(2)
    const [line, ...others] = await imports()
    expect(others).toHaveLength(0)
    expect(line).toMatchObject({
      actorId: admin.id,
      entityId: 'prices',
      after: { kind: 'prices', rows: table.length - 1, new: 2, changed: 0 },
    })
    // The same file again changes nothing.
    expect((await preview('prices', bytes)).counts).toMatchObject({ new: 0, changed: 0 })
  })

  it('is refused when the file or the catalogue changed since the preview', async () => {
    const table = await exported()
    table[rowOf(table, 'rabat')]![3] = '11'
    const result = await preview('prices', csvOf(table))
    table[rowOf(table, 'rabat')]![3] = '12'
    const otherFile = await send('prices', csvOf(table), { apply: true, fingerprint: result.fingerprint })
    expect(otherFile.status).toBe(409)
    table[rowOf(table, 'rabat')]![3] = '11'
    const [rabat] = await db.select().from(cities).where(eq(cities.slug, 'rabat'))
    await db
      .update(cityPrices)
      .set({ priceCentimes: 1000 })
      .where(and(eq(cityPrices.variantId, small.id), eq(cityPrices.cityId, rabat!.id)))
    const moved = await send('prices', csvOf(table), { apply: true, fingerprint: result.fingerprint })
    expect(moved.status).toBe(409)
    expect(moved.body.message).toBe(m.imp_preview_outdated({}, { locale: 'fr' }))
    expect((await send('prices', csvOf(table), { apply: true })).status).toBe(400)
  })

  it('refuses a file over 5 MB or 20 000 rows with a clear message', async () => {
    const header = ['product_reference', 'pack_size_reference', 'city', 'price', 'sell_price']
    const long = csvOf([header, ...Array.from({ length: 20_001 }, () => ['x', '', 'rabat', '1', ''])])
    const tooLong = await send('prices', long, { lang: 'ar' })
    expect(tooLong.status).toBe(413)
    expect(tooLong.body.message).toBe(m.imp_file_too_long({ max: '20 000' }, { locale: 'ar' }))
    const large = new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41)
    const tooLarge = await send('prices', large)
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.message).toBe(m.imp_file_too_large({ max: '5' }, { locale: 'fr' }))
  })

  it('refuses a file that is not CSV or Excel, or lacks a column', async () => {
    expect((await send('prices', csvOf([['a']]), { name: 'prix.pdf' })).body.message).toBe(m.imp_file_format({}, { locale: 'fr' }))
    const missing = await send(
      'prices',
      csvOf([
        ['product_reference', 'city', 'price'],
        ['x', 'y', '1'],
      ]),
    )
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(m.imp_file_columns({ columns: 'pack_size_reference, sell_price' }, { locale: 'fr' }))
  })
})

describe('a stock file', () => {
  it('refuses a negative count, then sets the counts through one transaction', async () => {
    const table = await readSheet((await download('stock', 'xlsx')).bytes, 'xlsx')
    const small = f.variants[0]!
    const at = table.findIndex((cells) => cells[1] === small.reference)
    table[at]![2] = '-3'
    const refused = await preview('stock', csvOf(table), { lang: 'ar' })
    expect(refused.errors).toEqual([
      { row: at + 1, column: 'stock', message: m.imp_error_count_negative({ value: '-3' }, { locale: 'ar' }) },
    ])
    table[at]![2] = '42'
    table[at]![3] = '7'
    const result = await preview('stock', csvOf(table))
    expect(result.counts.changed).toBe(1)
    expect((await send('stock', csvOf(table), { apply: true, fingerprint: result.fingerprint })).status).toBe(200)
    const [variant] = await db.select().from(productVariants).where(eq(productVariants.id, small.id))
    expect(variant).toMatchObject({ stock: 42, lowStockThreshold: 7 })
    // The new count is a movement like a count by hand (decision 0077): who, why, the count after.
    const movements = await db.select().from(stockMovements).where(eq(stockMovements.variantId, small.id))
    expect(movements).toEqual([
      expect.objectContaining({ kind: 'counted', delta: 42 - (small.stock ?? 0), stockAfter: 42, actorId: admin.id, reason: 'import' }),
    ])
  })
})

describe('one transaction', () => {
  it('writes nothing, audit line included, when a write fails half-way through the file', async () => {
    const table = await readSheet((await download('stock', 'csv')).bytes, 'csv')
    const [first, second] = [f.variants[0]!, f.variants[1]!]
    const at = (reference: string) => table.findIndex((cells) => cells[1] === reference)
    table[at(first.reference)]![2] = '11'
    table[at(second.reference)]![2] = '22'
    const result = await preview('stock', csvOf(table))
    expect(result.counts.changed).toBe(2)
    // The second pack size's write fails inside PostgreSQL, after the first one's.
    await db.execute(
      sql.raw(`CREATE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
      CREATE TRIGGER refuse_write BEFORE UPDATE ON product_variants FOR EACH ROW WHEN (NEW.id = ${second.id}) EXECUTE FUNCTION refuse_write();`),
    )
    const auditsBefore = (await imports()).length
    // The 500 is logged, as every failure is; expected here.
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {})
    try {
      expect((await send('stock', csvOf(table), { apply: true, fingerprint: result.fingerprint })).status).toBe(500)
      expect(errors).toHaveBeenCalled()
    } finally {
      errors.mockRestore()
      await db.execute(sql.raw('DROP TRIGGER refuse_write ON product_variants; DROP FUNCTION refuse_write();'))
    }
    const [unchanged] = await db.select().from(productVariants).where(eq(productVariants.id, first.id))
    expect(unchanged?.stock).not.toBe(11)
    expect(await imports()).toHaveLength(auditsBefore)
  })
})

describe('products and pack sizes files', () => {
  it('change names and pack prices; an unknown reference is named', async () => {
    const products = await readSheet((await download('products', 'csv')).bytes, 'csv')
    const at = products.findIndex((cells) => cells[0] === f.sidiAli.reference)
    products[at]![2] = 'Sidi Ali 1,5 L (import)'
    products.push(['NOPE', 'nope', 'x', 'y', products[at]![4]!, products[at]![5]!, '1', '', '1'])
    const refused = await preview('products', csvOf(products))
    expect(refused.errors).toEqual([
      { row: products.length, column: 'reference', message: m.imp_error_unknown_product({ value: 'NOPE' }, { locale: 'fr' }) },
    ])
    products.pop()
    const result = await preview('products', csvOf(products))
    expect(result.counts.changed).toBe(1)
    expect((await send('products', csvOf(products), { apply: true, fingerprint: result.fingerprint })).status).toBe(200)

    const packs = await readSheet((await download('pack-sizes', 'csv')).bytes, 'csv')
    const large = f.variants.at(-1)!
    const row = packs.findIndex((cells) => cells[1] === large.reference)
    packs[row]![4] = '99,50'
    const packPreview = await preview('pack-sizes', csvOf(packs))
    expect(packPreview.changes).toEqual([expect.objectContaining({ row: row + 1, after: '99.50 / 60.00 | 1' })])
    expect((await send('pack-sizes', csvOf(packs), { apply: true, fingerprint: packPreview.fingerprint })).status).toBe(200)
    const [saved] = await db.select().from(productVariants).where(eq(productVariants.id, large.id))
    expect(saved?.priceCentimes).toBe(9950)
  })
})
