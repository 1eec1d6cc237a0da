/** A reminder choice: its labels, its days (a period) or number of reminders (a frequency, empty = until stopped), state and place. */
import { useServerFn } from '@tanstack/react-start'
import { useRef } from 'react'
import type { RuleReminder } from '~/api/contract/admin-rules'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { saveReminderFn } from '~/features/back-office/rules/rules.functions'
import { useRuleAnswer } from './use-rule-save'

export function ReminderForm({ reminder, canEdit }: { reminder: RuleReminder; canEdit: boolean }) {
  const save = useServerFn(saveReminderFn)
  const answer = useRuleAnswer()
  const seen = useRef(reminder)
  seen.current = reminder
  const period = reminder.kind === 'period'
  const form = useShopForm({
    defaultValues: {
      label_fr: reminder.label_fr,
      label_ar: reminder.label_ar,
      amount: (period ? reminder.days : reminder.times) as number | null,
      is_active: reminder.is_active,
      sort_order: reminder.sort_order as number | null,
    },
    idPrefix: `bo-reminder-${reminder.code}`,
    submit: async ({ amount, ...values }) => {
      const refusal = await answer(
        await save({
          data: {
            ...values,
            days: period ? amount : null,
            times: period ? null : amount,
            reminder_id: reminder.id,
            version: seen.current.version,
          },
        }),
      )
      // The API names the number `days` or `times`; the form has one field for it.
      if (!refusal) return
      const { days, times, ...errors } = refusal.errors
      return { ...refusal, errors: { ...errors, amount: [...(days ?? []), ...(times ?? [])] } }
    },
  })
  return (
    <form.AppForm>
      <form.Form className="flex flex-col gap-2 py-3" data-testid="bo-reminder-form">
        <form.FormMessage />
        <p className="text-sm font-semibold text-slate-600">{period ? m.bo_rules_period() : m.bo_rules_frequency()}</p>
        <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
          <form.AppField name="label_fr">
            {(field) => <field.TextField label={m.bo_rules_field_name_fr()} lang="fr" dir="ltr" />}
          </form.AppField>
          <form.AppField name="label_ar">
            {(field) => <field.TextField label={m.bo_rules_field_name_ar()} lang="ar" dir="rtl" />}
          </form.AppField>
          <form.AppField name="amount">
            {(field) => <field.NumberField label={period ? m.bo_rules_field_days() : m.bo_rules_field_times()} min={1} />}
          </form.AppField>
          <form.AppField name="sort_order">{(field) => <field.NumberField label={m.bo_rules_field_sort_order()} min={0} />}</form.AppField>
          <form.AppField name="is_active">{(field) => <field.CheckboxField label={m.bo_rules_field_active()} />}</form.AppField>
        </fieldset>
        {canEdit ? (
          <div className="sm:w-48">
            <form.SubmitButton busyLabel={m.bo_rules_saving()}>{m.bo_rules_save()}</form.SubmitButton>
          </div>
        ) : null}
      </form.Form>
    </form.AppForm>
  )
}
