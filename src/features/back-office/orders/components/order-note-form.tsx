/** A staff note on the order's timeline. */
import { z } from 'zod'
import { NOTE_MAX } from '~/api/contract/admin-orders'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { useOrderChange } from '~/features/back-office/orders/use-order-change'

export function OrderNoteForm({ reference }: { reference: string }) {
  const { note } = useOrderChange(reference)
  const form = useShopForm({
    defaultValues: { text: '' },
    schema: z.object({
      text: z
        .string()
        .trim()
        .min(1, m.bo_orders_note_required())
        .max(NOTE_MAX, m.bo_orders_too_long({ max: NOTE_MAX })),
    }),
    idPrefix: 'bo-note',
    submit: async ({ text }) => {
      const settled = await note(text.trim())
      if (settled.refusal) return settled.refusal
      if (settled.done) form.reset()
    },
  })
  return (
    <form.AppForm>
      <form.Form className="mt-4 grid gap-3 border-t border-slate-200 pt-4" aria-label={m.bo_orders_note_add()}>
        <form.FormMessage />
        <form.AppField name="text">
          {(field) => <field.TextAreaField label={m.bo_orders_note()} rows={3} maxLength={NOTE_MAX} />}
        </form.AppField>
        <form.SubmitButton busyLabel={m.bo_orders_sending()}>{m.bo_orders_note_add()}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
