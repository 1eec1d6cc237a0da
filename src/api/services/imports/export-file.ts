/**
 * A catalogue file to download (docs/decisions/0081): the kind's rows in the columns its import
 * reads, or its header alone (a template), as CSV or Excel through the one spreadsheet writer.
 */
import type { ImportKind } from '~/api/contract/admin-imports'
import type { Executor } from '~/api/db/executor'
import { type Cell, type SheetFormat, writeSheet } from '~/api/files/spreadsheets'
import type { Locale } from '~/paraglide/runtime.js'
import { catalogueSheets } from './sheets'

export async function exportCatalogueFile(
  db: Executor,
  kind: ImportKind,
  format: SheetFormat,
  { locale, template, today }: { locale: Locale; template: boolean; today: string },
) {
  const sheet = catalogueSheets[kind]
  const rows = template ? [] : await sheet.exportRows(db, locale)
  const columns = sheet.columns.map((header, index) => ({ header, value: (row: Cell[]) => row[index] ?? null }))
  const file = await writeSheet(format, sheet.fileName, columns, rows)
  const name = `${sheet.fileName}-${template ? 'modele' : today}.${file.extension}`
  return { ...file, name, count: rows.length }
}
