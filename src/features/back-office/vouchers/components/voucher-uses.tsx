/** The orders a voucher was used on: reference (a link to the order), customer, when, what it took off. */
import { Link } from '@tanstack/react-router'
import type { VoucherUse } from '~/api/contract/admin-vouchers'
import { formatDateTime } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'

export function VoucherUses({ uses }: { uses: VoucherUse[] }) {
  return (
    <section className="min-w-0 rounded-xl bg-white p-4 shadow-sm" aria-labelledby="bo-voucher-uses">
      <h2 id="bo-voucher-uses" className="mb-2 text-lg font-bold text-slate-900">
        {m.bo_vouchers_uses_title({ count: uses.length })}
      </h2>
      {uses.length === 0 ? (
        <p className="text-sm text-slate-700">{m.bo_vouchers_uses_none()}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="bo-voucher-uses">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {m.bo_vouchers_uses_order()}
                </th>
                <th scope="col" className="p-2 text-start">
                  {m.bo_vouchers_uses_customer()}
                </th>
                <th scope="col" className="p-2 text-start">
                  {m.bo_vouchers_uses_date()}
                </th>
                <th scope="col" className="p-2 text-end">
                  {m.bo_vouchers_uses_discount()}
                </th>
                <th scope="col" className="p-2 text-end">
                  {m.bo_vouchers_uses_total()}
                </th>
              </tr>
            </thead>
            <tbody>
              {uses.map((use) => (
                <tr key={use.reference} className="border-b border-slate-100">
                  <th scope="row" className="p-2 text-start">
                    <Link
                      to="/gestion/commandes/$reference"
                      params={{ reference: use.reference }}
                      className="text-brand-700 hover:underline"
                    >
                      <bdi dir="ltr" className="font-mono">
                        {use.reference}
                      </bdi>
                    </Link>
                  </th>
                  <td className="p-2">
                    {use.customer}
                    <bdi dir="ltr" className="block text-xs text-slate-600">
                      {use.email}
                    </bdi>
                  </td>
                  <td className="p-2">{formatDateTime(use.at)}</td>
                  <td className="p-2 text-end">{formatMoney(use.discount)}</td>
                  <td className="p-2 text-end">{formatMoney(use.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
