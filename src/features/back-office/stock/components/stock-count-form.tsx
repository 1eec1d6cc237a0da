/**
 * The monthly inventory (docs/decisions/0077): a counted quantity for many items at once, empty
 * for what was not counted, and one reason; each difference becomes a `counted` movement.
 */
import { useQueryClient } from '@tanstack/react-query'
import type { StockItem } from '~/api/contract/admin-stock'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { countStockFn } from '~/features/back-office/stock/stock-movements.functions'

type Values = { counts: { kind: StockItem['kind']; id: number; counted: number | null }[]; reason: string }

export function StockCountForm({ items, name, onDone }: { items: StockItem[]; name: (item: StockItem) => string; onDone: () => void }) {
  const queryClient = useQueryClient()
  const form = useShopForm<Values>({
    defaultValues: {
      counts: items.map((item) => ({ kind: item.kind, id: item.id, counted: null })),
      reason: m.edit_stock_count_reason_default(),
    },
    idPrefix: 'stock-count',
    submit: async ({ counts, reason }) => {
      const counted = counts.flatMap((count) =>
        count.counted === null ? [] : [{ kind: count.kind, id: count.id, counted: count.counted }],
      )
      if (!counted.length) return { success: false, status: 400, message: m.edit_stock_count_none(), errors: {} }
      const answer = await countStockFn({ data: { counts: counted, reason } })
      if (!answer.success) return answer
      toast.success(m.edit_stock_count_done(answer.data))
      await queryClient.invalidateQueries({ queryKey: ['back-office', 'stock'] })
      onDone()
    },
  })
  return (
    <form.AppForm>
      <form.Form
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
        aria-label={m.edit_stock_count_title()}
        data-testid="stock-count-form"
      >
        <h2 className="text-lg font-bold">{m.edit_stock_count_title()}</h2>
        <p className="text-sm text-slate-600">{m.edit_stock_count_intro()}</p>
        <form.FormMessage />
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <form.AppField key={`${item.kind}-${item.id}`} name={`counts[${index}].counted`}>
              {(field) => (
                <field.NumberField
                  label={name(item)}
                  hint={`${m.bo_stock_count()} : ${item.stock ?? m.bo_stock_not_tracked()}`}
                  min={0}
                  max={1_000_000}
                  step="1"
                  data-reference={item.reference}
                />
              )}
            </form.AppField>
          ))}
        </div>
        <form.AppField name="reason">{(field) => <field.TextField label={m.edit_stock_count_reason()} maxLength={500} />}</form.AppField>
        <form.SubmitButton busyLabel={m.bo_saving()}>{m.edit_stock_count_save()}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
