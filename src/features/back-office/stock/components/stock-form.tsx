/**
 * One item's count and threshold (the form kit). What the admin saw goes with the save as
 * `expected`: when the count moved since (another admin, or orders), the API refuses (409) with
 * the current values under their fields; the list is read again, so saving once more applies the
 * admin's values over what they now see.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useRef } from 'react'
import type { StockItem } from '~/api/contract/admin-stock'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { changeStockFn } from '~/features/back-office/stock/stock.functions'

export function StockForm({ item, name, onDone }: { item: StockItem; name: string; onDone: () => void }) {
  const change = useServerFn(changeStockFn)
  const queryClient = useQueryClient()
  // What the admin sees now: after a refusal the list is read again, and `item` is its new row.
  const seen = useRef(item)
  seen.current = item
  const form = useShopForm({
    defaultValues: { stock: item.stock, low_threshold: item.low_threshold as number | null },
    idPrefix: `bo-stock-${item.kind}-${item.id}`,
    submit: async (values) => {
      const answer = await change({
        data: {
          kind: item.kind,
          id: item.id,
          stock: values.stock,
          low_threshold: values.low_threshold,
          expected: { stock: seen.current.stock, low_threshold: seen.current.low_threshold },
        },
      })
      if (!answer.success) {
        if (answer.status === 409) {
          toast.error(answer.message)
          await queryClient.invalidateQueries({ queryKey: ['back-office', 'stock'] })
        }
        return answer
      }
      toast.success(m.bo_stock_saved({ name }))
      await queryClient.invalidateQueries({ queryKey: ['back-office'] })
      onDone()
    },
  })
  return (
    <form.AppForm>
      <form.Form className="grid gap-3 sm:grid-cols-[10rem_10rem_auto_auto] sm:items-start" data-testid="bo-stock-form">
        <form.FormMessage />
        <form.AppField name="stock">
          {(field) => <field.NumberField label={m.bo_stock_count()} hint={m.bo_stock_count_hint()} min={0} step={1} />}
        </form.AppField>
        <form.AppField name="low_threshold">
          {(field) => <field.NumberField label={m.bo_stock_threshold()} min={0} step={1} />}
        </form.AppField>
        <div className="sm:pt-7">
          <form.SubmitButton busyLabel={m.bo_saving()}>{m.bo_stock_save()}</form.SubmitButton>
        </div>
        <div className="sm:pt-7">
          <button type="button" onClick={onDone} className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:underline">
            {m.bo_stock_cancel()}
          </button>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
