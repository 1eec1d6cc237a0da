/** What to load in the trucks: units per product and pack over the day's open orders. */
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { Picking } from '~/api/contract/admin-deliveries'
import { m } from '~/paraglide/messages.js'
import { DataTable } from '~/ui/admin/data-table'
import { Card } from '~/ui/admin/page-parts'
import { pickingQuery } from '~/features/back-office/deliveries/deliveries.queries'

const column = createColumnHelper<Picking['items'][number]>()
const columns = [
  column.accessor('name', {
    header: () => m.bo_deliveries_product(),
    cell: ({ row: { original: item } }) => (
      <>
        {item.name}
        {item.label && <span className="block text-slate-500">{item.label}</span>}
      </>
    ),
  }),
  column.accessor('reference', { header: () => m.bo_deliveries_col_reference(), cell: ({ getValue }) => <bdi>{getValue()}</bdi> }),
  column.accessor('quantity', {
    header: () => m.bo_deliveries_units(),
    meta: { align: 'end' },
    cell: ({ getValue }) => <span className="text-base font-bold">{getValue()}</span>,
  }),
]

export function PickingList({ date, city }: { date: string; city: number }) {
  const { data } = useQuery(pickingQuery({ date, city }))
  if (data === null) return null
  return (
    <Card title={m.bo_deliveries_picking()} testId="picking">
      <DataTable
        label={m.bo_deliveries_picking()}
        data={data?.items ?? []}
        columns={columns}
        getRowId={(item) => `${item.reference}-${item.label}`}
        rowHeader="name"
        loading={!data}
        empty={m.bo_deliveries_none()}
      />
    </Card>
  )
}
