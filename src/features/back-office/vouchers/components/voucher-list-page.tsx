/** `/gestion/bons`: the vouchers, newest first, searched by code and filtered usable or expired; each opens its editor and uses. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { AdminVoucher } from '~/api/contract/admin-vouchers'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { vouchersQuery } from '~/features/back-office/vouchers/vouchers.queries'
import type { VoucherListSearch } from '~/features/back-office/vouchers/vouchers-search'
import { VoucherState } from './voucher-state'

/** What the voucher takes off, as the admin reads it: "10 %", "25,00 MAD", "Livraison offerte". */
export function voucherValue(voucher: Pick<AdminVoucher, 'kind' | 'value'>) {
  if (voucher.kind === 'percent') return `${voucher.value} %`
  if (voucher.kind === 'fixed') return formatMoney(voucher.value)
  return m.bo_vouchers_kind_free_delivery()
}

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
  const [query, setQuery] = useState(search.q ?? '')
  const filterClass = 'rounded-lg border px-3 py-1.5 text-sm font-semibold'
  const active = 'border-brand-600 bg-brand-600 text-white'
  const idle = 'border-slate-300 bg-white text-slate-800'
  const filters = [
    { state: undefined, label: m.bo_vouchers_filter_all() },
    { state: 'active' as const, label: m.bo_vouchers_filter_active() },
    { state: 'expired' as const, label: m.bo_vouchers_filter_expired() },
  ]
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{m.bo_vouchers_title()}</h1>
        {canEdit ? (
          <Link
            to="/gestion/bons/$id"
            params={{ id: 'nouveau' }}
            className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {m.bo_vouchers_new()}
          </Link>
        ) : null}
      </div>
      <form
        role="search"
        className="mb-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          onSearch({ ...search, q: query.trim() || undefined })
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          {m.bo_vouchers_search()}
          <input
            type="search"
            dir="ltr"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm font-normal"
          />
        </label>
        <button type="submit" className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50">
          {m.bo_vouchers_search_submit()}
        </button>
        <nav aria-label={m.bo_vouchers_filter_label()} className="flex gap-2">
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
      </form>
      <section className="min-w-0 rounded-xl bg-white p-4 shadow-sm">
        {data.items.length === 0 ? (
          <p className="text-slate-700">{m.bo_vouchers_none()}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="p-2 text-start">
                    {m.bo_vouchers_code()}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {m.bo_vouchers_value()}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {m.bo_vouchers_validity()}
                  </th>
                  <th scope="col" className="p-2 text-end">
                    {m.bo_vouchers_uses()}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {m.bo_vouchers_state()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((voucher) => (
                  <tr key={voucher.id} className="border-b border-slate-100" data-testid="bo-voucher-row" data-code={voucher.code}>
                    <th scope="row" className="p-2 text-start">
                      <Link to="/gestion/bons/$id" params={{ id: String(voucher.id) }} className="font-mono text-brand-700 hover:underline">
                        <bdi dir="ltr">{voucher.code}</bdi>
                      </Link>
                    </th>
                    <td className="p-2">{voucherValue(voucher)}</td>
                    <td className="p-2">
                      <bdi dir="ltr">
                        {voucher.starts_on ?? '…'} → {voucher.ends_on ?? '…'}
                      </bdi>
                    </td>
                    <td className="p-2 text-end">
                      {voucher.max_uses === null ? voucher.used_count : `${voucher.used_count} / ${voucher.max_uses}`}
                    </td>
                    <td className="p-2">
                      <VoucherState state={voucher.state} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  )
}
