/**
 * One item's count and threshold (the form kit). What the admin saw goes with the save as
 * `expected`: when the count moved since (another admin, or orders), the API refuses (409) with
 * the current values under their fields; the list is read again at once (`useVersionedSave`'s
 * `reloadAtOnce`), so saving once more ("keep mine", or the save button) applies the admin's
 * values over what they now see.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useRef } from 'react'
import type { StockItem } from '~/api/contract/admin-stock'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { SaveBar } from '~/ui/admin/save-bar'
import { useVersionedSave } from '~/ui/admin/use-versioned-save'
import { toast } from '~/ui/toasts/toast-store'
import { changeStockFn } from '~/features/back-office/stock/stock.functions'
import { MOVEMENT_LABELS } from './stock-history'

const MOVEMENTS = ['counted', 'received', 'written_off'] as const
type Values = { stock: number | null; low_threshold: number | null; movement: (typeof MOVEMENTS)[number]; reason: string }

export function StockForm({ item, name, onDone }: { item: StockItem; name: string; onDone: () => void }) {
  const change = useServerFn(changeStockFn)
  const queryClient = useQueryClient()
  // What the admin sees now: after a refusal the list is read again, and `item` is its new row.
  const seen = useRef(item)
  seen.current = item
  const saveVersioned = useVersionedSave({
    save: (values: Values) =>
      change({
        data: {
          kind: item.kind,
          id: item.id,
          stock: values.stock,
          low_threshold: values.low_threshold,
          movement: values.movement,
          reason: values.reason.trim() || undefined,
          expected: { stock: seen.current.stock, low_threshold: seen.current.low_threshold },
        },
      }),
    onSaved: async () => {
      toast.success(m.bo_stock_saved({ name }))
      await queryClient.invalidateQueries({ queryKey: ['back-office'] })
      onDone()
    },
    onLoadTheirs: () => queryClient.invalidateQueries({ queryKey: ['back-office', 'stock'] }),
    reloadAtOnce: true,
  })
  const form = useShopForm({
    defaultValues: { stock: item.stock, low_threshold: item.low_threshold as number | null, movement: 'counted', reason: '' } as Values,
    idPrefix: `bo-stock-${item.kind}-${item.id}`,
    submit: (values) => saveVersioned(values, undefined),
  })
  return (
    <form.AppForm>
      <form.Form className="grid gap-3 sm:grid-cols-[10rem_10rem_12rem_1fr] sm:items-start" data-testid="bo-stock-form">
        <form.AppField name="stock">
          {(field) => <field.NumberField label={m.bo_stock_count()} hint={m.bo_stock_count_hint()} min={0} step={1} />}
        </form.AppField>
        <form.AppField name="low_threshold">
          {(field) => <field.NumberField label={m.bo_stock_threshold()} min={0} step={1} />}
        </form.AppField>
        {/* What moved the count and why: its movement in the history (docs/decisions/0077). */}
        <form.AppField name="movement">
          {(field) => (
            <field.SelectField
              label={m.edit_stock_col_kind()}
              options={MOVEMENTS.map((kind) => ({ value: kind, label: MOVEMENT_LABELS[kind]() }))}
            />
          )}
        </form.AppField>
        <form.AppField name="reason">{(field) => <field.TextField label={m.edit_stock_col_reason()} maxLength={500} />}</form.AppField>
        <SaveBar label={m.bo_stock_save()} busyLabel={m.bo_saving()} cancelLabel={m.bo_stock_cancel()} onCancel={onDone} />
      </form.Form>
    </form.AppForm>
  )
}
