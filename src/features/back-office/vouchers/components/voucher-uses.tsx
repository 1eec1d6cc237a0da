/** The orders a voucher was used on: reference (a link to the order), customer, when, what it took off. */
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { VoucherUse } from '~/api/contract/admin-vouchers'
import { formatDateTime } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { Card } from '~/ui/admin/page-parts'
import { DataTable } from '~/ui/admin/data-table'

const column = createColumnHelper<VoucherUse>()
const columns = [
  column.accessor('reference', {
    header: () => m.bo_vouchers_uses_order(),
    cell: ({ getValue }) => (
      <Link to="/gestion/commandes/$reference" params={{ reference: getValue() }} className="text-brand-700 hover:underline">
        <bdi dir="ltr" className="font-mono">
          {getValue()}
        </bdi>
      </Link>
    ),
  }),
  column.accessor('customer', {
    header: () => m.bo_vouchers_uses_customer(),
    cell: ({ row }) => (
      <>
        {row.original.customer}
        <bdi dir="ltr" className="block text-xs text-slate-600">
          {row.original.email}
        </bdi>
      </>
    ),
  }),
  column.accessor('at', { header: () => m.bo_vouchers_uses_date(), cell: ({ getValue }) => formatDateTime(getValue()) }),
  column.accessor('discount', {
    meta: { align: 'end' },
    header: () => m.bo_vouchers_uses_discount(),
    cell: ({ getValue }) => formatMoney(getValue()),
  }),
  column.accessor('total', {
    meta: { align: 'end' },
    header: () => m.bo_vouchers_uses_total(),
    cell: ({ getValue }) => formatMoney(getValue()),
  }),
]

export function VoucherUses({ uses }: { uses: VoucherUse[] }) {
  const title = m.bo_vouchers_uses_title({ count: uses.length })
  return (
    <Card title={title}>
      <DataTable
        label={title}
        data={uses}
        columns={columns}
        getRowId={(use) => use.reference}
        rowHeader="reference"
        empty={m.bo_vouchers_uses_none()}
      />
    </Card>
  )
}
