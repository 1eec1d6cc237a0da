/**
 * The order list's bulk actions (decision 0080), shown while orders are chosen: confirm them,
 * assign them to a driver (each for its own delivery day), print their delivery sheets or their
 * invoices, export them. Confirm and assign ask once more, naming the count; their outcome (what
 * was done, each order refused and why) is the page's to show. Above the limit of an action, only
 * the export is offered.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { BULK_LIMIT, type BulkActionBody, type BulkOutcome, type OrderSelection } from '~/api/contract/admin-order-bulk'
import { localizeHref } from '~/i18n/locale-path'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { ConfirmButton } from '~/ui/admin/confirm-button'
import { SelectControl } from '~/ui/form/fields/select-field'
import { toast } from '~/ui/toasts/toast-store'
import { runBulkActionFn, selectedOrdersFn } from '~/features/back-office/orders/order-bulk.functions'
import { bulkDriversQuery } from '~/features/back-office/orders/order-bulk.queries'
import { downloadHref, selectionAsSearch } from '~/features/back-office/orders/order-selection'

const secondaryClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600'

type Props = {
  selection: OrderSelection
  count: number
  onOutcome: (outcome: BulkOutcome) => void
  /** The list moved on since it was read (409): the choice is dropped, the list read again. */
  onStale: () => void
}

export function BulkActions({ selection, count, onOutcome, onStale }: Props) {
  const queryClient = useQueryClient()
  const drivers = useQuery(bulkDriversQuery())
  const [driver, setDriver] = useState('')
  const driverId = useId()
  const locale = getLocale()
  const withinLimit = count <= BULK_LIMIT
  const search = selectionAsSearch(selection)

  async function run(body: Omit<BulkActionBody, 'selection'>) {
    const answer = await runBulkActionFn({ data: { ...body, selection } })
    await queryClient.invalidateQueries({ queryKey: ['back-office', 'orders'] })
    if (answer.success) return onOutcome(answer.data)
    toast.error(answer.message)
    if (answer.status === 409) onStale()
  }

  /** The invoices' print page takes the orders' ids: the selection is asked for them first. */
  async function printInvoices() {
    const answer = await selectedOrdersFn({ data: { selection } })
    if (!answer.success) return void toast.error(answer.message)
    const ids = answer.data.orders.map((order) => `order=${order.id}`).join('&')
    window.location.assign(localizeHref(`/gestion/factures/imprimer?${ids}`, locale))
  }

  const driverName = drivers.data?.find((each) => String(each.id) === driver)?.name ?? m.bulk_driver_none()
  const exportHref = (format: 'csv' | 'xlsx') => localizeHref(downloadHref('/gestion/commandes/export', { ...search, format }), locale)
  return (
    <section
      aria-label={m.bulk_actions()}
      data-testid="bulk-actions"
      className="grid gap-3 rounded-xl border border-brand-100 bg-white p-3 shadow-sm"
    >
      <p className="text-sm font-semibold text-slate-900">{m.bulk_chosen({ count: formatNumber(count) })}</p>
      {withinLimit ? (
        <div className="flex flex-wrap items-end gap-3">
          <ConfirmButton
            tone="neutral"
            label={m.bulk_confirm()}
            question={m.bulk_confirm_question({ count: formatNumber(count) })}
            onConfirm={() => run({ action: 'confirm' })}
          />
          <div className="grid gap-1">
            <label htmlFor={driverId} className="text-sm font-semibold text-slate-800">
              {m.bulk_driver()}
            </label>
            <SelectControl
              id={driverId}
              value={driver}
              onValueChange={setDriver}
              placeholder={m.bulk_driver_choose()}
              options={[
                ...(drivers.data ?? []).map((each) => ({ value: String(each.id), label: each.name })),
                { value: 'none', label: m.bulk_driver_none() },
              ]}
            />
          </div>
          {driver ? (
            <ConfirmButton
              tone="neutral"
              label={m.bulk_assign()}
              question={m.bulk_assign_question({ count: formatNumber(count), driver: driverName })}
              onConfirm={() => run({ action: 'assign', driver_id: driver === 'none' ? null : Number(driver) })}
            />
          ) : null}
        </div>
      ) : (
        <p role="note" className="text-sm text-amber-800">
          {m.bulk_too_many({ limit: formatNumber(BULK_LIMIT) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {withinLimit ? (
          <>
            <Link to="/gestion/commandes/bordereaux" search={search} target="_blank" className={secondaryClass}>
              {m.bulk_sheets()}
            </Link>
            <button type="button" onClick={() => void printInvoices()} className={secondaryClass}>
              {m.bulk_invoices()}
            </button>
          </>
        ) : null}
        <a href={exportHref('csv')} download className={secondaryClass}>
          {m.bulk_export_csv()}
        </a>
        <a href={exportHref('xlsx')} download className={secondaryClass}>
          {m.bulk_export_xlsx()}
        </a>
      </div>
    </section>
  )
}
