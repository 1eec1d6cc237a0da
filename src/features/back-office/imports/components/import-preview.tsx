/**
 * What an import would do, as the API previewed it: the counts, then either each error (row as
 * in the file, column, what is wrong) and nothing to apply, or a sample of the changes, before →
 * after, and the button that applies them.
 */
import { createColumnHelper } from '@tanstack/react-table'
import type { ImportChange, ImportError, ImportResult } from '~/api/contract/admin-imports'
import { m } from '~/paraglide/messages.js'
import { DataTable } from '~/ui/admin/data-table'

const ltr = (text: string | number) => <bdi dir="ltr">{text}</bdi>

const errorColumn = createColumnHelper<ImportError>()
const errorColumns = [
  errorColumn.accessor('row', { header: () => m.imp_col_row(), cell: ({ getValue }) => ltr(getValue()) }),
  errorColumn.accessor('column', { header: () => m.imp_col_column(), cell: ({ getValue }) => ltr(getValue()) }),
  errorColumn.accessor('message', { header: () => m.imp_col_message() }),
]

const changeColumn = createColumnHelper<ImportChange>()
const changeColumns = [
  changeColumn.accessor('row', { header: () => m.imp_col_row(), cell: ({ getValue }) => ltr(getValue()) }),
  changeColumn.accessor('key', { header: () => m.imp_col_key(), cell: ({ getValue }) => ltr(getValue()) }),
  changeColumn.accessor('status', {
    header: () => m.imp_col_status(),
    cell: ({ getValue }) => (getValue() === 'new' ? m.imp_status_new() : m.imp_status_changed()),
  }),
  changeColumn.accessor('before', { header: () => m.imp_col_before(), cell: ({ getValue }) => ltr(getValue()) }),
  changeColumn.accessor('after', {
    header: () => m.imp_col_after(),
    cell: ({ getValue }) => <span className="font-semibold">{ltr(getValue())}</span>,
  }),
]

export function ImportPreview({ result, applying, onApply }: { result: ImportResult; applying: boolean; onApply: () => void }) {
  const changes = result.counts.new + result.counts.changed
  return (
    <div className="mt-4 grid gap-3 border-t border-slate-200 pt-3" data-testid="imp-preview">
      <p className="font-semibold text-slate-900" role="status" data-testid="imp-summary">
        {m.imp_summary({ rows: result.rows, ...result.counts })}
      </p>
      {result.error_count > 0 ? (
        <>
          <p role="alert" className="font-semibold text-red-700" data-testid="imp-refused">
            {m.imp_refused({ count: result.error_count })}
          </p>
          <div className="max-h-96 overflow-auto">
            <DataTable
              label={m.imp_errors_label()}
              data={result.errors}
              columns={errorColumns}
              getRowId={(row, index) => `${row.row}-${row.column}-${index}`}
              empty={m.imp_no_errors()}
              rowProps={(row) => ({ 'data-testid': 'imp-error', 'data-row': String(row.row) })}
            />
          </div>
          {result.error_count > result.errors.length ? (
            <p className="text-sm text-slate-600">{m.imp_errors_more({ shown: result.errors.length })}</p>
          ) : null}
        </>
      ) : changes === 0 ? (
        <p className="text-sm text-slate-700">{m.imp_no_changes()}</p>
      ) : (
        <>
          <div className="max-h-96 overflow-auto">
            <DataTable
              label={m.imp_changes_label()}
              data={result.changes}
              columns={changeColumns}
              getRowId={(row) => String(row.row)}
              empty=""
              rowProps={() => ({ 'data-testid': 'imp-change' })}
            />
          </div>
          {changes > result.changes.length ? (
            <p className="text-sm text-slate-600">{m.imp_changes_more({ shown: result.changes.length })}</p>
          ) : null}
          <div>
            <button
              type="button"
              onClick={onApply}
              disabled={applying}
              className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              data-testid="imp-apply"
            >
              {applying ? m.imp_applying() : m.imp_apply({ count: changes })}
            </button>
          </div>
        </>
      )}
    </div>
  )
}
