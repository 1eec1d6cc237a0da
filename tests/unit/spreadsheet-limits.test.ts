/**
 * The spreadsheet reader's limits, exactly (check 21, docs/decisions/0091): a file at each limit
 * is read, one past it is refused with that limit, before the rest is read or held. The heavy
 * files are made here, never committed.
 */
import { describe, expect, it } from 'vitest'
import { SheetLimitError, SheetUnreadableError } from '~/api/files/sheet-errors'
import { IMPORT_SHEET_LIMITS, readSheet } from '~/api/files/spreadsheets'
import { csvOf, shortRowsCsv, sheetXml, workbookParts, xlsxOf, zipBombXlsx, zipOf } from '../support/heavy-sheets'

const { maxBytes, maxRows, maxColumns, maxCells, maxUncompressedBytes, maxEntries } = IMPORT_SHEET_LIMITS
const table = (rows: number, columns: number) =>
  Array.from({ length: rows }, (_, row) => Array.from({ length: columns }, (_, column) => `r${row}c${column}`))
const refusedWith = async (read: Promise<unknown>, limit: string) => {
  const error = await read.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(SheetLimitError)
  expect((error as SheetLimitError).limit).toBe(limit)
}
/** Heap in use, in MB, after a collection when the run allows one (`--expose-gc` is not required). */
const heapMb = () => process.memoryUsage().heapUsed / 1024 / 1024

describe('rows: the header and 20 000 rows under it', { timeout: 120_000 }, () => {
  it('reads 20 000 rows and refuses 20 001, in CSV and .xlsx', async () => {
    expect(await readSheet(csvOf(table(maxRows + 1, 2)), 'csv')).toHaveLength(maxRows + 1)
    await refusedWith(readSheet(csvOf(table(maxRows + 2, 2)), 'csv'), 'rows')
    expect(await readSheet(xlsxOf(maxRows + 1, 2), 'xlsx')).toHaveLength(maxRows + 1)
    await refusedWith(readSheet(xlsxOf(maxRows + 2, 2), 'xlsx'), 'rows')
  })

  it('does not count empty rows', async () => {
    const rows = [...table(maxRows + 1, 2), ['', ' '], [';']]
    expect(await readSheet(csvOf(rows), 'csv')).toHaveLength(maxRows + 1)
  })

  it('stops a CSV of 1.7 million short rows at the limit, without holding them', async () => {
    const file = shortRowsCsv('a;b', maxBytes)
    expect(file.byteLength).toBeGreaterThan(maxBytes - 3)
    const before = heapMb()
    const started = performance.now()
    await refusedWith(readSheet(file, 'csv'), 'rows')
    expect(performance.now() - started).toBeLessThan(5000)
    // Read whole, the same file took about 200 MB (issue 43).
    expect(heapMb() - before).toBeLessThan(60)
  })

  it('stops an .xlsx of 400 000 rows at the limit', async () => {
    const file = xlsxOf(400_000, 2)
    expect(file.byteLength).toBeLessThanOrEqual(maxBytes)
    const before = heapMb()
    await refusedWith(readSheet(file, 'xlsx'), 'rows')
    expect(heapMb() - before).toBeLessThan(60)
  })
})

describe('cells: 50 in a row, 400 000 in the file', { timeout: 120_000 }, () => {
  it('reads a row of 50 cells and refuses 51, in CSV and .xlsx', async () => {
    expect((await readSheet(csvOf(table(2, maxColumns)), 'csv'))[1]).toHaveLength(maxColumns)
    await refusedWith(readSheet(csvOf(table(2, maxColumns + 1)), 'csv'), 'columns')
    expect((await readSheet(xlsxOf(2, maxColumns), 'xlsx'))[1]).toHaveLength(maxColumns)
    await refusedWith(readSheet(xlsxOf(2, maxColumns + 1), 'xlsx'), 'columns')
  })

  it('stops a CSV line of millions of empty cells at its 51st', async () => {
    const line = new Uint8Array(maxBytes).fill(';'.charCodeAt(0))
    await refusedWith(readSheet(line, 'csv'), 'columns')
  })

  it('reads 400 000 cells and refuses 400 001', async () => {
    const rows = maxCells / 20
    const full = table(rows, 20)
    expect(await readSheet(csvOf(full), 'csv')).toHaveLength(rows)
    full[rows - 1]!.push('one more')
    await refusedWith(readSheet(csvOf(full), 'csv'), 'cells')
    expect(await readSheet(xlsxOf(rows, 20), 'xlsx')).toHaveLength(rows)
    const past = sheetXml(rows, 20)
      .toString()
      .replace('</row></sheetData>', `<c r="U${rows}" t="inlineStr"><is><t>x</t></is></c></row></sheetData>`)
    await refusedWith(readSheet(zipOf(workbookParts(Buffer.from(past))), 'xlsx'), 'cells')
  })
})

describe('bytes: 5 MB', () => {
  it('reads a file of exactly 5 MB and refuses one byte more', async () => {
    const header = 'name;price\n'
    const rowBytes = Math.floor((maxBytes - header.length) / maxRows)
    const row = `${'x'.repeat(rowBytes - 4)};1\n`
    const rest = maxBytes - header.length - row.length * maxRows
    // The bytes the rows leave go into the first row's name.
    const file = new TextEncoder().encode(header + 'y'.repeat(rest) + row.repeat(maxRows))
    expect(file.byteLength).toBe(maxBytes)
    expect(await readSheet(file, 'csv')).toHaveLength(maxRows + 1)
    const past = new Uint8Array(maxBytes + 1)
    past.set(file)
    past[maxBytes] = '\n'.charCodeAt(0)
    await refusedWith(readSheet(past, 'csv'), 'bytes')
  })
})

describe('.xlsx: 50 MB once inflated, 1 000 parts, and no zip bomb', { timeout: 120_000 }, () => {
  /** A workbook whose parts inflate to `total` bytes in all: a padding part fills what the sheet leaves. */
  const inflatingTo = (total: number) => {
    const parts = workbookParts(sheetXml(3, 2))
    const used = parts.reduce((sum, part) => sum + part.data.length, 0)
    return zipOf([...parts, { name: 'docProps/padding.xml', data: Buffer.alloc(total - used, ' ') }])
  }

  it('reads parts of exactly 50 MB inflated, and refuses one byte more', async () => {
    expect(await readSheet(inflatingTo(maxUncompressedBytes), 'xlsx')).toHaveLength(3)
    await refusedWith(readSheet(inflatingTo(maxUncompressedBytes + 1), 'xlsx'), 'uncompressed')
  })

  it('refuses a zip bomb by its declared size, before inflating it', async () => {
    const bomb = zipBombXlsx(256 * 1024 * 1024)
    const started = performance.now()
    await refusedWith(readSheet(bomb, 'xlsx'), 'uncompressed')
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('refuses a zip bomb whose headers lie, while inflating it, holding none of it', async () => {
    const before = heapMb()
    await refusedWith(readSheet(zipBombXlsx(256 * 1024 * 1024, { declaredSize: 1000 }), 'xlsx'), 'uncompressed')
    expect(heapMb() - before).toBeLessThan(60)
  })

  it('reads 1 000 parts and refuses 1 001', async () => {
    const parts = workbookParts(sheetXml(2, 2))
    const extra = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ name: `docProps/extra${index}.xml`, data: Buffer.from('x') }))
    expect(await readSheet(zipOf([...parts, ...extra(maxEntries - parts.length)]), 'xlsx')).toHaveLength(2)
    await refusedWith(readSheet(zipOf([...parts, ...extra(maxEntries - parts.length + 1)]), 'xlsx'), 'entries')
  })

  it('refuses as unreadable a zip hiding a part from its directory', async () => {
    const honest = zipOf(workbookParts(sheetXml(2, 2)))
    const hidden = zipOf([{ name: 'xl/worksheets/sheet2.xml', data: Buffer.alloc(1000, ' ') }])
    // The hidden part's local header first, then the honest zip (whose directory does not name it).
    const smuggled = new Uint8Array(Buffer.concat([hidden.subarray(0, hidden.byteLength - 22 - 70), honest]))
    await expect(readSheet(smuggled, 'xlsx')).rejects.toBeInstanceOf(SheetUnreadableError)
  })
})
