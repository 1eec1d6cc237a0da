/**
 * A percentage on one city's prices (one brand, one category): the preview lists what moves, and
 * only "Appliquer" changes prices, with the preview's fingerprint: when prices moved since, the
 * API refuses (409) and the admin previews again.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import type { BulkPriceResult, PriceProductList } from '~/api/contract/admin-prices'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { createColumnHelper } from '@tanstack/react-table'
import { DataTable } from '~/ui/admin/data-table'
import { Card } from '~/ui/admin/page-parts'
import { toast } from '~/ui/toasts/toast-store'
import { bulkPricesFn } from '~/features/back-office/prices/prices.functions'

type Values = { city_id: string; brand_id: string; category_id: string; percent: number | null }
const idOrNull = (value: string) => (value === '' ? null : Number(value))

export function BulkPriceChange({ options }: { options: PriceProductList }) {
  const send = useServerFn(bulkPricesFn)
  const queryClient = useQueryClient()
  const [preview, setPreview] = useState<{ values: Values; result: BulkPriceResult } | null>(null)
  const [applying, setApplying] = useState(false)
  const form = useShopForm<Values>({
    defaultValues: { city_id: String(options.cities[0]?.id ?? ''), brand_id: '', category_id: '', percent: null },
    idPrefix: 'bo-bulk-prices',
    submit: async (values) => {
      setPreview(null)
      const answer = await send({ data: { ...asChange(values), apply: false } })
      if (!answer.success) return answer
      setPreview({ values, result: answer.data })
    },
  })
  const apply = async () => {
    if (!preview) return
    setApplying(true)
    const answer = await send({ data: { ...asChange(preview.values), apply: true, fingerprint: preview.result.fingerprint } })
    setApplying(false)
    setPreview(null)
    if (!answer.success) return void toast.error(answer.message)
    toast.success(m.bo_prices_bulk_applied({ count: answer.data.count }))
    await queryClient.invalidateQueries({ queryKey: ['back-office', 'prices'] })
  }
  const all = { value: '', label: m.bo_prices_bulk_all() }
  return (
    <Card title={m.bo_prices_bulk_title()}>
      <p className="-mt-2 mb-3 text-sm text-slate-600">{m.bo_prices_bulk_intro()}</p>
      <form.AppForm>
        <form.Form className="grid gap-3 sm:grid-cols-4 sm:items-start" data-testid="bo-bulk-form">
          <form.FormMessage />
          <form.AppField name="city_id">
            {(field) => (
              <field.SelectField
                label={m.bo_prices_city()}
                options={options.cities.map((city) => ({ value: String(city.id), label: city.name }))}
              />
            )}
          </form.AppField>
          <form.AppField name="brand_id">
            {(field) => (
              <field.SelectField
                label={m.bo_prices_brand()}
                options={[all, ...options.brands.map((brand) => ({ value: String(brand.id), label: brand.name }))]}
              />
            )}
          </form.AppField>
          <form.AppField name="category_id">
            {(field) => (
              <field.SelectField
                label={m.bo_prices_category()}
                options={[all, ...options.categories.map((category) => ({ value: String(category.id), label: category.name }))]}
              />
            )}
          </form.AppField>
          <form.AppField name="percent">
            {(field) => <field.NumberField label={m.bo_prices_percent()} hint={m.bo_prices_percent_hint()} step={0.01} />}
          </form.AppField>
          <div>
            <form.SubmitButton busyLabel={m.bo_prices_previewing()}>{m.bo_prices_preview()}</form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
      {preview ? <BulkPreview result={preview.result} applying={applying} onApply={apply} onCancel={() => setPreview(null)} /> : null}
    </Card>
  )
}

const shown = (value: { price: number; sell_price: number | null }) =>
  value.sell_price === null ? formatMoney(value.price) : `${formatMoney(value.sell_price)} (${formatMoney(value.price)})`
const column = createColumnHelper<BulkPriceResult['rows'][number]>()
const previewColumns = [
  column.display({
    id: 'product',
    header: () => m.bo_prices_product(),
    cell: ({ row }) => (
      <span className="font-normal">
        {row.original.product_name}
        {row.original.label ? <span className="block text-xs text-slate-600">{row.original.label}</span> : null}
      </span>
    ),
  }),
  column.display({
    id: 'before',
    meta: { align: 'end' },
    header: () => m.bo_prices_before(),
    cell: ({ row }) => shown(row.original.before),
  }),
  column.display({
    id: 'after',
    meta: { align: 'end' },
    header: () => m.bo_prices_after(),
    cell: ({ row }) => <span className="font-semibold">{shown(row.original.after)}</span>,
  }),
]

const asChange = (values: Values) => ({
  city_id: idOrNull(values.city_id),
  brand_id: idOrNull(values.brand_id),
  category_id: idOrNull(values.category_id),
  percent: values.percent,
})

function BulkPreview({
  result,
  applying,
  onApply,
  onCancel,
}: {
  result: BulkPriceResult
  applying: boolean
  onApply: () => void
  onCancel: () => void
}) {
  return (
    <div className="mt-4 border-t border-slate-200 pt-3" data-testid="bo-bulk-preview">
      <p className="mb-2 font-semibold text-slate-900" role="status">
        {m.bo_prices_bulk_count({ count: result.count })}
      </p>
      {result.rows.length > 0 ? (
        <div className="max-h-96 overflow-auto">
          <DataTable
            label={m.bo_prices_bulk_title()}
            data={result.rows}
            columns={previewColumns}
            getRowId={(row) => `${row.product_id}-${row.variant_id ?? ''}`}
            rowHeader="product"
            empty=""
            rowProps={() => ({ 'data-testid': 'bo-bulk-row' })}
          />
        </div>
      ) : null}
      <div className="mt-3 flex gap-2">
        {result.count > 0 ? (
          <button
            type="button"
            onClick={onApply}
            disabled={applying}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {applying ? m.bo_saving() : m.bo_prices_bulk_apply({ count: result.count })}
          </button>
        ) : null}
        <button type="button" onClick={onCancel} className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:underline">
          {m.bo_stock_cancel()}
        </button>
      </div>
    </div>
  )
}
