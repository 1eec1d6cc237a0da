/** `/gestion/bons`: the vouchers, newest first, searched by code and filtered usable or expired; each opens its editor and uses. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { AdminVoucher } from '~/api/contract/admin-vouchers'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { AdminPage, actionLinkClass } from '~/ui/admin/admin-page'
import { DataTable } from '~/ui/admin/data-table'
import { FilterBar } from '~/ui/admin/filter-bar'
import { vouchersQuery } from '~/features/back-office/vouchers/vouchers.queries'
import type { VoucherListSearch } from '~/features/back-office/vouchers/vouchers-search'
import { VoucherState } from './voucher-state'

/** What the voucher takes off, as the admin reads it: "10 %", "25,00 MAD", "Livraison offerte". */
export function voucherValue(voucher: Pick<AdminVoucher, 'kind' | 'value'>) {
  if (voucher.kind === 'percent') return `${voucher.value} %`
  if (voucher.kind === 'fixed') return formatMoney(voucher.value)
  return m.bo_vouchers_kind_free_delivery()
}

const column = createColumnHelper<AdminVoucher>()
const columns = [
  column.accessor('code', {
    header: () => m.bo_vouchers_code(),
    cell: ({ row }) => (
      <Link to="/gestion/bons/$id" params={{ id: String(row.original.id) }} className="font-mono text-brand-700 hover:underline">
        <bdi dir="ltr">{row.original.code}</bdi>
      </Link>
    ),
  }),
  column.display({ id: 'value', header: () => m.bo_vouchers_value(), cell: ({ row }) => voucherValue(row.original) }),
  column.display({
    id: 'validity',
    header: () => m.bo_vouchers_validity(),
    cell: ({ row }) => (
      <bdi dir="ltr">
        {row.original.starts_on ?? '…'} → {row.original.ends_on ?? '…'}
      </bdi>
    ),
  }),
  column.display({
    id: 'uses',
    meta: { align: 'end' },
    header: () => m.bo_vouchers_uses(),
    cell: ({ row }) => (row.original.max_uses === null ? row.original.used_count : `${row.original.used_count} / ${row.original.max_uses}`),
  }),
  column.accessor('state', { header: () => m.bo_vouchers_state(), cell: ({ getValue }) => <VoucherState state={getValue()} /> }),
]

export function VoucherListPage({
  search,
  canEdit,
  onSearch,
}: {
  search: VoucherListSearch
  canEdit: boolean
  onSearch: (search: VoucherListSearch) => void
}) {
  const { data } = useSuspenseQuery(vouchersQuery(search))
  const filterClass = 'rounded-lg border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600'
  const active = 'border-brand-600 bg-brand-600 text-white'
  const idle = 'border-slate-300 bg-white text-slate-800'
  const filters = [
    { state: undefined, label: m.bo_vouchers_filter_all() },
    { state: 'active' as const, label: m.bo_vouchers_filter_active() },
    { state: 'expired' as const, label: m.bo_vouchers_filter_expired() },
  ]
  return (
    <AdminPage
      title={m.bo_vouchers_title()}
      actions={
        canEdit ? (
          <Link to="/gestion/bons/$id" params={{ id: 'nouveau' }} className={actionLinkClass}>
            {m.bo_vouchers_new()}
          </Link>
        ) : null
      }
    >
      <FilterBar
        label={m.bo_vouchers_filter_label()}
        values={{ q: search.q ?? '' }}
        submitLabel={m.bo_vouchers_search_submit()}
        idPrefix="bo-vouchers-filter"
        className="sm:grid-cols-[minmax(0,20rem)]"
        after={
          <nav aria-label={m.bo_vouchers_filter_label()} className="flex flex-wrap gap-2">
            {filters.map((filter) => (
              <button
                key={filter.state ?? 'all'}
                type="button"
                onClick={() => onSearch({ ...search, state: filter.state })}
                aria-pressed={search.state === filter.state}
                className={`${filterClass} ${search.state === filter.state ? active : idle}`}
              >
                {filter.label}
              </button>
            ))}
          </nav>
        }
      >
        {(form) => (
          <form.AppField name="q">{(field) => <field.TextField label={m.bo_vouchers_search()} type="search" dir="ltr" />}</form.AppField>
        )}
      </FilterBar>
      <DataTable
        label={m.bo_vouchers_title()}
        data={data.items}
        columns={columns}
        getRowId={(voucher) => String(voucher.id)}
        rowHeader="code"
        empty={m.bo_vouchers_none()}
        rowProps={(voucher) => ({ 'data-testid': 'bo-voucher-row', 'data-code': voucher.code })}
      />
    </AdminPage>
  )
}
