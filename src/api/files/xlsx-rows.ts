/**
 * An .xlsx's first sheet, row by row, through exceljs's streaming reader (docs/decisions/0091):
 * the zip's parts are measured first (zip-sizes.ts), then the sheet is inflated and parsed as a
 * stream and each row handed on as text; nothing keeps the rows already read. The shared strings
 * are held, as the sheet's cells point into them, bounded by the measured uncompressed size.
 */
import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { SheetLimitError } from './sheet-errors'
import { checkZipSizes, type ZipLimits } from './zip-sizes'

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

export async function* xlsxRows(bytes: Uint8Array, limits: ZipLimits & { maxColumns: number }): AsyncGenerator<string[]> {
  await checkZipSizes(bytes, limits)
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)])
  // Styles are read for what they say of dates; hyperlinks and other parts are skipped.
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  })
  try {
    // The first sheet in the file is the one read; the others are never parsed.
    for await (const sheet of workbook) {
      for await (const row of sheet) {
        if (row.cellCount > limits.maxColumns) throw new SheetLimitError('columns', limits.maxColumns)
        const cells: string[] = []
        for (let index = 1; index <= row.cellCount; index++) cells.push(excelCellText(row.getCell(index).value))
        yield cells
      }
      break
    }
  } finally {
    input.destroy()
  }
}
