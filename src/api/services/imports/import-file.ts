/**
 * An import of a catalogue file (issue 35 §6, docs/decisions/0081): the file read as a stream and
 * refused the moment it passes a limit (src/api/contract/import-limits.ts, 0091), its header checked, every row checked against the catalogue; a preview
 * answers the errors (row, column, what is wrong, in the admin's language) and what would change.
 * Applying re-reads the catalogue inside one transaction, rows locked, and writes only when the
 * whole file is valid and the plan is the one previewed (same file, same values before): then the
 * writes, one audit line with the counts and the change feed's announcement commit together.
 */
import { createHash } from 'node:crypto'
import { IMPORT_MAX_BYTES, IMPORT_PREVIEW_ROWS, type ImportBody, type ImportKind, type ImportResult } from '~/api/contract/admin-imports'
import type { Database, Executor } from '~/api/db/executor'
import { SheetLimitError } from '~/api/files/sheet-errors'
import { readSheet, sheetFormatOf } from '~/api/files/spreadsheets'
import { ApiError } from '~/api/http/errors'
import { log } from '~/lib/logger.server'
import { recordAudit } from '~/api/services/shared/audit'
import { announceChange } from '~/api/services/shared/change-feed'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import type { CatalogueSheet, Plan, SheetRow } from './catalogue-sheet'
import { limitRefusal } from './limit-refusal'
import { catalogueSheets } from './sheets'

const refusal = (status: 400 | 409 | 413, message: (locale: Locale) => string) => new ApiError(status, message)

/** The file's data rows by column, or a refusal naming what is wrong with the file as a whole. */
async function readRows(sheet: CatalogueSheet<unknown>, body: ImportBody, bytes: Uint8Array): Promise<SheetRow[]> {
  const format = sheetFormatOf(body.file_name)
  if (!format) throw refusal(400, (l) => m.imp_file_format({}, { locale: l }))
  let table: string[][]
  try {
    table = await readSheet(bytes, format)
  } catch (error) {
    if (error instanceof SheetLimitError) throw limitRefusal(error)
    // The admin is told the file does not read; why is for the log (a file the shop wrote that it
    // cannot read back would be the shop's fault).
    log.warn({ err: error, format, fileName: body.file_name, bytes: bytes.byteLength }, '[imports] a file that does not read')
    throw refusal(400, (l) => m.imp_file_unreadable({}, { locale: l }))
  }
  const [header = [], ...data] = table
  const missing = sheet.columns.filter((column) => !header.includes(column))
  if (missing.length) throw refusal(400, (l) => m.imp_file_columns({ columns: missing.join(', ') }, { locale: l }))
  if (data.length === 0) throw refusal(400, (l) => m.imp_file_empty({}, { locale: l }))
  // Row numbers as a spreadsheet shows them: the header is row 1 (empty rows are not counted).
  return data.map((cells, index) => ({
    line: index + 2,
    cells: Object.fromEntries(header.map((column, at) => [column, cells[at] ?? ''])),
  }))
}

/** What the admin previewed: the file's bytes and every change with its value before, language aside. */
function fingerprintOf(kind: ImportKind, bytes: Uint8Array, plan: Plan<unknown>) {
  return createHash('sha256')
    .update(kind)
    .update(bytes)
    .update(JSON.stringify(plan.changes.map((change) => [change.row, change.before, change.write])))
    .digest('base64url')
}

function resultOf(kind: ImportKind, rows: SheetRow[], plan: Plan<unknown>, applied: boolean, fingerprint: string): ImportResult {
  const added = plan.changes.filter((change) => change.status === 'new').length
  return {
    kind,
    applied,
    rows: rows.length,
    counts: { new: added, changed: plan.changes.length - added, unchanged: plan.unchanged },
    error_count: plan.errors.length,
    errors: plan.errors.slice(0, IMPORT_PREVIEW_ROWS),
    changes: plan.changes.slice(0, IMPORT_PREVIEW_ROWS).map(({ write: _write, ...change }) => change),
    fingerprint,
  }
}

export async function importCatalogueFile(
  db: Database,
  kind: ImportKind,
  body: ImportBody,
  { actorId, now, locale }: { actorId: number; now: Date; locale: Locale },
): Promise<ImportResult> {
  // Each kind plans and writes its own rows; here they are only carried from one to the other.
  const sheet = catalogueSheets[kind] as unknown as CatalogueSheet<unknown>
  // Base64 carries 3 bytes in 4 characters: a file over the limit is refused before it is decoded.
  if (Math.floor((body.data.length * 3) / 4) > IMPORT_MAX_BYTES + 2) throw limitRefusal(new SheetLimitError('bytes', IMPORT_MAX_BYTES))
  const bytes = Buffer.from(body.data, 'base64')
  const rows = await readRows(sheet, body, bytes)
  if (!body.apply) {
    const plan = await sheet.plan(db, rows, { locale, lock: false })
    return resultOf(kind, rows, plan, false, fingerprintOf(kind, bytes, plan))
  }
  if (!body.fingerprint) throw refusal(400, (l) => m.imp_preview_first({}, { locale: l }))
  return db.transaction(async (tx: Executor) => {
    const plan = await sheet.plan(tx, rows, { locale, lock: true })
    if (plan.errors.length) throw refusal(400, (l) => m.imp_file_has_errors({ count: plan.errors.length }, { locale: l }))
    const fingerprint = fingerprintOf(kind, bytes, plan)
    if (fingerprint !== body.fingerprint) throw refusal(409, (l) => m.imp_preview_outdated({}, { locale: l }))
    await sheet.write(
      tx,
      plan.changes.map((change) => change.write),
      { id: actorId, now },
    )
    const result = resultOf(kind, rows, plan, true, fingerprint)
    await recordAudit(
      tx,
      {
        actorId,
        action: 'catalogue.import',
        entity: 'import',
        entityId: kind,
        after: { kind, file: body.file_name, rows: rows.length, ...result.counts },
      },
      now,
    )
    await announceChange(tx, { topic: 'catalogue', key: `import:${kind}` })
    return result
  })
}
