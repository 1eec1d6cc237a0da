/**
 * Why a spreadsheet was not read (docs/decisions/0091): a limit it passed, named with that limit,
 * or a file that is not what its format says. The caller turns either into a refusal in the
 * reader's language.
 */

/** `bytes`: the file; `rows`, `columns` (in one row), `cells`: the table; `uncompressed`, `entries`: an .xlsx's zip. */
export type SheetLimit = 'bytes' | 'rows' | 'columns' | 'cells' | 'uncompressed' | 'entries'

export class SheetLimitError extends Error {
  constructor(
    readonly limit: SheetLimit,
    readonly max: number,
  ) {
    super(`spreadsheet past its ${limit} limit (${max})`)
  }
}

export class SheetUnreadableError extends Error {}
