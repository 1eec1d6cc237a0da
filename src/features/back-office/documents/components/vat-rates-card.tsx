/** Each product's VAT rate: the shop's default, or its own (an admin's choice, saved at once). */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { createColumnHelper } from '@tanstack/react-table'
import type { ProductVatRate } from '~/api/contract/admin-documents'
import { m } from '~/paraglide/messages.js'
import { DataTable } from '~/ui/admin/data-table'
import { SelectControl } from '~/ui/form/fields/select-field'
import { toast } from '~/ui/toasts/toast-store'
import { saveVatRateFn } from '~/features/back-office/documents/documents.functions'
import { vatRatesQuery } from '~/features/back-office/documents/documents.queries'
import { rateOptions } from './identity-form'

const column = createColumnHelper<ProductVatRate>()

function RateChoice({ row, canEdit, defaultRate }: { row: ProductVatRate; canEdit: boolean; defaultRate: number }) {
  const save = useServerFn(saveVatRateFn)
  const queryClient = useQueryClient()
  return (
    <SelectControl
      aria-label={`${m.documents_bo_col_rate()} ${row.name}`}
      disabled={!canEdit}
      value={row.rate === null ? '' : String(row.rate)}
      options={[{ value: '', label: `${m.documents_bo_vat_default()} (${defaultRate} %)` }, ...rateOptions]}
      onValueChange={async (value) => {
        const answer = await save({ data: { product_id: row.product_id, rate: value === '' ? null : Number(value) } })
        if (answer.success) toast.success(m.documents_bo_vat_saved())
        else toast.error(answer.message)
        await queryClient.invalidateQueries({ queryKey: ['back-office', 'documents', 'vat-rates'] })
      }}
    />
  )
}

export function VatRatesCard({ canEdit }: { canEdit: boolean }) {
  const { data } = useSuspenseQuery(vatRatesQuery())
  const columns = [
    column.accessor('name', { header: () => m.documents_bo_col_product() }),
    column.accessor('reference', { header: () => m.documents_doc_col_reference() }),
    column.display({
      id: 'rate',
      header: () => m.documents_bo_col_rate(),
      cell: ({ row }) => <RateChoice row={row.original} canEdit={canEdit} defaultRate={data.default_rate} />,
    }),
  ]
  return (
    <>
      <p className="mb-2 text-sm text-slate-600">{m.documents_bo_vat_intro({ rate: data.default_rate })}</p>
      <DataTable
        label={m.documents_bo_vat_title()}
        data={data.products}
        columns={columns}
        getRowId={(row) => String(row.product_id)}
        rowHeader="name"
        empty="—"
      />
    </>
  )
}
