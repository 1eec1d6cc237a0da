/**
 * The one way the shop reads and writes tables as files (decision 0073): CSV and Excel (.xlsx).
 * CSV is written the way French Excel opens it as it is: UTF-8 with a BOM (else accents break),
 * `;` between fields (the comma is the decimal separator), every field quoted, CRLF lines. A cell
 * that starts with = + - @ (or a tab or carriage return) would run as a formula in a spreadsheet,
 * so text cells are prefixed with a quote. Excel files carry numbers as numbers.
 */
import ExcelJS from 'exceljs'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'

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

/** Excel's cell values (rich text, formulas, dates) as the text a person sees. */
function excelCellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('result' in value) return excelCellText(value.result as ExcelJS.CellValue)
    if ('text' in value) return String(value.text)
    if ('error' in value) return ''
  }
  return String(value)
}

/**
 * A file's first sheet as rows of trimmed text, the header row first; empty rows dropped. CSV is
 * read with `;` or `,` between fields (whichever the header uses) and with or without a BOM.
 * Throws on a file that is not what its format says; the caller turns that into a refusal.
 */
export async function readSheet(bytes: Uint8Array, format: SheetFormat): Promise<string[][]> {
  let rows: string[][]
  if (format === 'csv') {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
    const header = text.slice(0, text.search(/\r?\n|$/))
    const delimiter = header.split(';').length >= header.split(',').length ? ';' : ','
    rows = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true }) as string[][]
  } else {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    rows = []
    sheet?.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = []
      for (let index = 1; index <= row.cellCount; index++) cells.push(excelCellText(row.getCell(index).value))
      rows.push(cells)
    })
  }
  return rows.map((cells) => cells.map((cell) => cell.trim())).filter((cells) => cells.some((cell) => cell !== ''))
}
