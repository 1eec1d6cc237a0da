import { describe, expect, it } from 'vitest'
import { readSheet, sheetFormatOf, writeSheet } from '~/api/files/spreadsheets'

const columns = [
  { header: 'Nom', value: (row: { name: string; price: number | null }) => row.name },
  { header: 'Prix', value: (row: { name: string; price: number | null }) => row.price },
]
const rows = [
  { name: 'Eau minérale « Aïn »', price: 12.5 },
  { name: '=HYPERLINK("x")', price: null },
  { name: 'ماء معدني', price: 3 },
]

describe('spreadsheets', () => {
  it('writes CSV French Excel opens: BOM, semicolons, decimal comma, formulas defused', async () => {
    const file = await writeSheet('csv', 'Prix', columns, rows)
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.body)
    expect(text.startsWith('\uFEFF"Nom";"Prix"\r\n')).toBe(true)
    expect(text).toContain('"Eau minérale « Aïn »";"12,5"')
    expect(text).toContain(`"'=HYPERLINK(""x"")";""`)
    expect(await readSheet(file.body, 'csv')).toEqual([
      ['Nom', 'Prix'],
      ['Eau minérale « Aïn »', '12,5'],
      [`'=HYPERLINK("x")`, ''],
      ['ماء معدني', '3'],
    ])
  })

  it('reads a comma-separated CSV without a BOM and drops empty rows', async () => {
    const bytes = new TextEncoder().encode('sku,price\n A-1 ,10.00\n,\nB-2,"1,5"\n')
    expect(await readSheet(bytes, 'csv')).toEqual([
      ['sku', 'price'],
      ['A-1', '10.00'],
      ['B-2', '1,5'],
    ])
  })

  it('writes and reads Excel files, numbers as numbers', async () => {
    const file = await writeSheet('xlsx', 'Prix: ville/jour [1]', columns, rows)
    expect(file.contentType).toContain('spreadsheetml')
    expect(await readSheet(file.body, 'xlsx')).toEqual([
      ['Nom', 'Prix'],
      ['Eau minérale « Aïn »', '12.5'],
      [`'=HYPERLINK("x")`],
      ['ماء معدني', '3'],
    ])
  })

  it('refuses a file that is not what its name says', async () => {
    await expect(readSheet(new Uint8Array([0xff, 0xfe, 0x00]), 'csv')).rejects.toThrow()
    await expect(readSheet(new TextEncoder().encode('a;b'), 'xlsx')).rejects.toThrow()
    expect(sheetFormatOf('Prix.XLSX')).toBe('xlsx')
    expect(sheetFormatOf('prix.xls')).toBeNull()
  })
})
