/**
 * The one way the shop reads and writes tables as files (decision 0073): CSV and Excel (.xlsx).
 * CSV is written the way French Excel opens it as it is: UTF-8 with a BOM (else accents break),
 * `;` between fields (the comma is the decimal separator), every field quoted, CRLF lines. A cell
 * that starts with = + - @ (or a tab or carriage return) would run as a formula in a spreadsheet,
 * so text cells are prefixed with a quote. Excel files carry numbers as numbers.
 */
import ExcelJS from 'exceljs'
import { stringify } from 'csv-stringify/sync'
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_CELLS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNCOMPRESSED_BYTES,
  IMPORT_MAX_ZIP_ENTRIES,
} from '~/api/contract/import-limits'
import { csvRows } from './csv-rows'
import { SheetLimitError } from './sheet-errors'
import { xlsxRows } from './xlsx-rows'

export type SheetFormat = 'csv' | 'xlsx'
export type Cell = string | number | null

export interface SheetColumn<Row> {
  header: string
  value: (row: Row) => Cell
}

export interface SheetFile {
  body: Uint8Array<ArrayBuffer>
  contentType: string
  extension: SheetFormat
}

const FORMULA_START = /^[=+\-@\t\r]/
const CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** Text with a leading formula character defused; numbers as French Excel reads them in CSV. */
function csvText(cell: Cell): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return String(cell).replace('.', ',')
  return FORMULA_START.test(cell) ? `'${cell}` : cell
}

export async function writeSheet<Row>(
  format: SheetFormat,
  sheetName: string,
  columns: SheetColumn<Row>[],
  rows: Iterable<Row>,
): Promise<SheetFile> {
  const table: Cell[][] = [columns.map((column) => column.header)]
  for (const row of rows) table.push(columns.map((column) => column.value(row)))
  if (format === 'csv') {
    const text = stringify(
      table.map((cells) => cells.map(csvText)),
      { delimiter: ';', quoted: true, quoted_empty: true, record_delimiter: '\r\n' },
    )
    return { body: new TextEncoder().encode(`\uFEFF${text}`), contentType: CONTENT_TYPES.csv, extension: 'csv' }
  }
  const workbook = new ExcelJS.Workbook()
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31))
  for (const cells of table) sheet.addRow(cells.map((cell) => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell)))
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = Math.min(60, Math.max(10, column.header.length + 2))
  })
  const buffer = await workbook.xlsx.writeBuffer()
  return { body: new Uint8Array(buffer as ArrayBuffer), contentType: CONTENT_TYPES.xlsx, extension: 'xlsx' }
}

/** The format a file's name says, or null for anything else. */
export function sheetFormatOf(fileName: string): SheetFormat | null {
  const extension = fileName.toLowerCase().split('.').pop()
  return extension === 'csv' || extension === 'xlsx' ? extension : null
}

/** What a read may hold before it stops (the imports' limits unless a caller names its own). */
export type SheetLimits = {
  maxBytes: number
  maxRows: number
  maxColumns: number
  maxCells: number
  maxUncompressedBytes: number
  maxEntries: number
}

export const IMPORT_SHEET_LIMITS: SheetLimits = {
  maxBytes: IMPORT_MAX_BYTES,
  maxRows: IMPORT_MAX_ROWS,
  maxColumns: IMPORT_MAX_COLUMNS,
  maxCells: IMPORT_MAX_CELLS,
  maxUncompressedBytes: IMPORT_MAX_UNCOMPRESSED_BYTES,
  maxEntries: IMPORT_MAX_ZIP_ENTRIES,
}

/**
 * A file's first sheet as rows of trimmed text, the header row first; empty rows dropped. CSV is
 * read with `;` or `,` between fields (whichever the header uses) and with or without a BOM.
 * Read as a stream, row by row: past a limit (`maxRows` rows under the header, `maxColumns` cells
 * in a row, `maxCells` in all, an .xlsx inflating past `maxUncompressedBytes`) it stops at once
 * with a `SheetLimitError`, before the rest is read or held (docs/decisions/0091). Throws
 * `SheetUnreadableError` on a file that is not what its format says.
 */
export async function readSheet(bytes: Uint8Array, format: SheetFormat, limits: SheetLimits = IMPORT_SHEET_LIMITS): Promise<string[][]> {
  if (bytes.byteLength > limits.maxBytes) throw new SheetLimitError('bytes', limits.maxBytes)
  const rows: string[][] = []
  let cells = 0
  const source = format === 'csv' ? csvRows(bytes, limits.maxColumns) : xlsxRows(bytes, limits)
  for await (const raw of source) {
    cells += raw.length
    if (cells > limits.maxCells) throw new SheetLimitError('cells', limits.maxCells)
    const trimmed = raw.map((cell) => cell.trim())
    if (!trimmed.some((cell) => cell !== '')) continue
    // The header and `maxRows` rows under it.
    if (rows.length > limits.maxRows) throw new SheetLimitError('rows', limits.maxRows)
    rows.push(trimmed)
  }
  return rows
}
