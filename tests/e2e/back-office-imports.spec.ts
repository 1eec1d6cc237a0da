/**
 * A price file in the browser (issue 35 §6, docs/decisions/0081), in French (docs/decisions/0101: the file's rules do not change with the language): an
 * admin downloads the prices, sends back 500 rows of them with 3 bad rows and is refused with
 * those rows named and nothing written; then sends the corrected file, previews one change and
 * applies it, and the product's price in Casablanca is the new one. Each language changes a
 * product of its own, which no other browser test reads.
 */
import { randomBytes, randomInt } from 'node:crypto'
import fr from '../../messages/fr.json' with { type: 'json' }
import ar from '../../messages/ar.json' with { type: 'json' }
import { readSheet } from '~/api/files/spreadsheets'
import { expect, waitForHydration, testIn } from './fixtures'
import { cityId, signIn, sql } from './shop-database'

const ROWS = 500
/** A CSV as a spreadsheet saves it: `;`, every field quoted, a BOM. */
const csvOf = (table: string[][]) =>
  Buffer.from(`\uFEFF${table.map((cells) => cells.map((cell) => `"${cell}"`).join(';')).join('\r\n')}\r\n`)

for (const [locale, texts, slug] of [
  ['fr', fr, 'bahia-5l'],
  ['ar', ar, 'ain-atlas-5l'],
] as const) {
  testIn(locale, 'fr')(
    `an admin imports a 500-row price file: 3 bad rows refused and named, then the corrected file applied (${locale})`,
    async ({ context, page }) => {
      const [admin] = await sql<{ id: number }>(
        "INSERT INTO users (email, first_name, last_name, role) VALUES ($1, 'Nadia', 'Import', 'admin') RETURNING id",
        [`imports-${randomBytes(4).toString('hex')}@example.test`],
      )
      await signIn(context, admin!.id)
      const [product] = await sql<{ id: number; reference: string }>('SELECT id, reference FROM products WHERE slug = $1', [slug])
      const casablanca = await cityId('casablanca')
      const prefix = locale === 'ar' ? '/ar' : ''
      const priceInCasablanca = async () =>
        ((await (await page.request.get(`/api/${locale}/${casablanca}/product/${product!.id}`)).json()) as { data: { price: number } }).data
          .price

      await page.goto(`${prefix}/gestion/imports`)
      await waitForHydration(page)
      const before = await priceInCasablanca()
      const exported = await page.request.get(`${prefix}/gestion/imports/export?kind=prices&format=csv`)
      expect(exported.status()).toBe(200)
      const [header, ...rows] = await readSheet(new Uint8Array(await exported.body()), 'csv')
      // The product's first item in Casablanca, then other rows up to 500, all as exported.
      const mine = rows.find((cells) => cells[0] === product!.reference && cells[2] === 'casablanca')!
      const others = rows.filter((cells) => cells !== mine && cells[0] !== product!.reference).slice(0, ROWS - 1)
      const newPrice = `${randomInt(100, 999)},${randomInt(10, 99)}`
      const good = [header!, [mine[0]!, mine[1]!, mine[2]!, newPrice, ''], ...others]
      const bad = good.map((cells) => [...cells])
      bad[100]![0] = 'REF-INCONNUE'
      bad[250]![3] = 'douze'
      bad[400]![3] = '-5'

      const send = async (file: Buffer) => {
        await page.getByTestId('imp-file').setInputFiles({ name: 'prix.csv', mimeType: 'text/csv', buffer: file })
        await page.getByTestId('imp-preview-button').click()
      }
      await send(csvOf(bad))
      await expect(page.getByTestId('imp-refused')).toHaveText(texts.imp_refused.replace('{count}', '3'))
      // Row numbers as the spreadsheet shows them: the header is row 1.
      await expect(page.getByTestId('imp-error')).toHaveCount(3)
      expect(await page.getByTestId('imp-error').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')))).toEqual([
        '101',
        '251',
        '401',
      ])
      await expect(page.getByTestId('imp-error').first()).toContainText('REF-INCONNUE')
      await expect(page.getByTestId('imp-apply')).toHaveCount(0)
      expect(await priceInCasablanca()).toBe(before)

      await send(csvOf(good))
      await expect(page.getByTestId('imp-summary')).toContainText(String(ROWS))
      await expect(page.getByTestId('imp-change')).toHaveCount(1)
      await page.getByTestId('imp-apply').click()
      await expect(page.locator('.toast[data-toast-type="success"]')).toContainText(texts.imp_applied.replace('{count}', '1'))

      expect(await priceInCasablanca()).toBe(Math.round(Number(newPrice.replace(',', '.')) * 100))
    },
  )
}
