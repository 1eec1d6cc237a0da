/**
 * The imports' limits through the Shop API on a real PostgreSQL (check 21, docs/decisions/0091):
 * a file past a limit is a 413 in the admin's language, in the one refusal shape, with the file's
 * own error; a file at the limits is previewed.
 */
import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages.js'
import { csvOf, shortRowsCsv, xlsxOf, zipBombXlsx } from '../support/heavy-sheets'
import { adminCall, createMember } from './back-office-helpers'
import { useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase({ now: () => new Date('2026-12-01T10:00:00Z') })
const admin = await createMember(db, 'admin')
const STOCK_HEADER = ['product_reference', 'pack_size_reference', 'stock', 'low_threshold']

const send = (kind: string, bytes: Uint8Array, name: string, lang: 'fr' | 'ar') =>
  adminCall(api, `/api/admin/imports/${kind}?lang=${lang}`, {
    token: admin.token,
    body: { file_name: name, data: Buffer.from(bytes).toString('base64'), apply: false },
  })

const refusal = (message: string) => ({ success: false, message, data: { errors: { file: [message] } } })

describe('a file past a limit is refused 413 in the admin’s language', { timeout: 120_000 }, () => {
  it('rows: a CSV of 1.7 million short rows, in French and in Arabic', async () => {
    const file = shortRowsCsv(STOCK_HEADER.join(';'), 5 * 1024 * 1024)
    for (const lang of ['fr', 'ar'] as const) {
      const answer = await send('stock', file, 'stock.csv', lang)
      expect(answer.status).toBe(413)
      expect(answer.body).toEqual(refusal(m.imp_file_too_long({ max: '20 000' }, { locale: lang })))
    }
  })

  it('rows: an .xlsx of 400 000 rows, for every kind', async () => {
    const file = xlsxOf(400_000, 2)
    for (const kind of ['products', 'pack-sizes', 'prices', 'stock']) {
      const answer = await send(kind, file, 'fichier.xlsx', 'ar')
      expect(answer.status).toBe(413)
      expect(answer.body.message).toBe(m.imp_file_too_long({ max: '20 000' }, { locale: 'ar' }))
    }
  })

  it('uncompressed size: a zip bomb as .xlsx', async () => {
    const answer = await send('prices', zipBombXlsx(256 * 1024 * 1024, { declaredSize: 1000 }), 'bombe.xlsx', 'fr')
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual(refusal(m.imp_file_unpacked_too_large({ max: '50' }, { locale: 'fr' })))
  })

  it('cells and bytes', async () => {
    const wide = csvOf([STOCK_HEADER, Array.from({ length: 51 }, () => '1')])
    expect((await send('stock', wide, 'stock.csv', 'ar')).body).toEqual(refusal(m.imp_file_too_wide({ max: '50' }, { locale: 'ar' })))
    const large = new Uint8Array(5 * 1024 * 1024 + 1)
    expect((await send('stock', large, 'stock.csv', 'fr')).body).toEqual(refusal(m.imp_file_too_large({ max: '5' }, { locale: 'fr' })))
  })

  it('previews a file of 20 000 rows (each row an error, none written)', async () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => [`P${index}`, '', '1', '0'])
    const answer = await send('stock', csvOf([STOCK_HEADER, ...rows]), 'stock.csv', 'fr')
    expect(answer.status).toBe(200)
    expect(answer.body.data.rows).toBe(20_000)
  })
})
