/**
 * What each kind of catalogue file is (docs/decisions/0081): its columns (stable keys, the same in
 * both languages, so a file exported in Arabic imports in French), its rows for an export, and,
 * for an import, its plan: each row checked against the catalogue (errors named by row and
 * column) and the writes it asks for, then the writes themselves.
 */
import type { ImportChange, ImportError } from '~/api/contract/admin-imports'
import type { Executor } from '~/api/db/executor'
import type { Cell } from '~/api/files/spreadsheets'
import type { Locale } from '~/paraglide/runtime.js'

/** A data row of the file: its number as in the file (header = 1) and its cells by column. */
export type SheetRow = { line: number; cells: Record<string, string> }

export type PlannedChange<Write> = ImportChange & { write: Write }

export type Plan<Write> = { errors: ImportError[]; changes: PlannedChange<Write>[]; unchanged: number }

export interface CatalogueSheet<Write> {
  /** The file's name in downloads (`prix-2026-11-27.csv`) and the Excel sheet's. */
  fileName: string
  columns: readonly string[]
  exportRows(db: Executor, locale: Locale): Promise<Cell[][]>
  /** `lock`: inside the applying transaction, the rows it may change are locked first. */
  plan(tx: Executor, rows: SheetRow[], options: { locale: Locale; lock: boolean }): Promise<Plan<Write>>
  write(tx: Executor, writes: Write[], actor: { id: number; now: Date }): Promise<void>
}

/** Collects errors and changes row by row, and names a row that repeats an earlier one's key. */
export class PlanBuilder<Write> {
  readonly errors: ImportError[] = []
  readonly changes: PlannedChange<Write>[] = []
  unchanged = 0
  private readonly seen = new Map<string, number>()

  error(row: SheetRow, column: string, message: string) {
    this.errors.push({ row: row.line, column, message })
  }

  /** Whether the row has an error (errors are collected row after row). */
  failed(row: SheetRow) {
    return this.errors.at(-1)?.row === row.line
  }

  /** False (and the row's error) when the key was on an earlier row. */
  firstOf(row: SheetRow, key: string, column: string, duplicate: (firstLine: number) => string) {
    const first = this.seen.get(key)
    if (first !== undefined) {
      this.error(row, column, duplicate(first))
      return false
    }
    this.seen.set(key, row.line)
    return true
  }

  plan(): Plan<Write> {
    return { errors: this.errors, changes: this.changes, unchanged: this.unchanged }
  }
}
