/**
 * A reminder choice: its labels, its days (a period) or number of reminders (a frequency, empty =
 * until stopped), state and place; a new one also gets its kind, which never changes afterwards
 * (carts and orders keep the choice's code).
 */
import { useServerFn } from '@tanstack/react-start'
import type { RuleReminder } from '~/api/contract/admin-rules'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { saveReminderFn } from '~/features/back-office/rules/rules.functions'
import { SaveBar } from '~/ui/admin/save-bar'
import { useRuleSave } from './use-rule-save'

type Kind = RuleReminder['kind']
type Values = { kind: Kind; label_fr: string; label_ar: string; amount: number | null; is_active: boolean; sort_order: number | null }
const NEW_REMINDER = {
  id: null,
  code: 'new',
  kind: 'period' as Kind,
  days: null,
  times: null,
  label_fr: '',
  label_ar: '',
  is_active: true,
  sort_order: 100,
  version: 0,
}

export function ReminderForm({ reminder, canEdit, onDone }: { reminder: RuleReminder | null; canEdit: boolean; onDone?: () => void }) {
  const save = useServerFn(saveReminderFn)
  const shown = reminder ?? NEW_REMINDER
  // Keyed by its version (reminders-section.tsx): loading theirs after a 409 starts a new form.
  const saveVersioned = useRuleSave({
    save: ({ amount, kind, ...values }: Values, version: number) => {
      const period = kind === 'period'
      return save({
        data: { ...values, kind, days: period ? amount : null, times: period ? null : amount, reminder_id: shown.id, version },
      })
    },
    onDone,
    saved: reminder ? undefined : m.bo_rules_reminder_added(),
  })
  const form = useShopForm({
    defaultValues: {
      kind: shown.kind,
      label_fr: shown.label_fr,
      label_ar: shown.label_ar,
      amount: shown.kind === 'period' ? shown.days : shown.times,
      is_active: shown.is_active,
      sort_order: shown.sort_order,
    } as Values,
    idPrefix: `bo-reminder-${shown.code}`,
    submit: async (values) => {
      const refusal = await saveVersioned(values, shown.version)
      // The API names the number `days` or `times`; the form has one field for it.
      if (!refusal) return
      const { days, times, ...errors } = refusal.errors
      return { ...refusal, errors: { ...errors, amount: [...(days ?? []), ...(times ?? [])] } }
    },
  })
  return (
    <form.AppForm>
      <form.Form className="flex flex-col gap-2 py-3" data-testid={reminder ? 'bo-reminder-form' : 'bo-reminder-new'}>
        <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
          {reminder ? (
            <p className="text-sm font-semibold text-slate-600 sm:col-span-2 lg:col-span-4">
              {reminder.kind === 'period' ? m.bo_rules_period() : m.bo_rules_frequency()}
            </p>
          ) : (
            <div className="sm:col-span-2 lg:col-span-4">
              <form.AppField name="kind">
                {(field) => (
                  <field.RadioGroupField
                    label={m.bo_rules_reminder_kind()}
                    options={[
                      { value: 'period', label: m.bo_rules_period() },
                      { value: 'frequency', label: m.bo_rules_frequency() },
                    ]}
                  />
                )}
              </form.AppField>
            </div>
          )}
          <form.AppField name="label_fr">
            {(field) => <field.TextField label={m.bo_rules_field_name_fr()} lang="fr" dir="ltr" />}
          </form.AppField>
          <form.AppField name="label_ar">
            {(field) => <field.TextField label={m.bo_rules_field_name_ar()} lang="ar" dir="rtl" />}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.kind}>
            {(kind) => (
              <form.AppField name="amount">
                {(field) => <field.NumberField label={kind === 'period' ? m.bo_rules_field_days() : m.bo_rules_field_times()} min={1} />}
              </form.AppField>
            )}
          </form.Subscribe>
          <form.AppField name="sort_order">{(field) => <field.NumberField label={m.bo_rules_field_sort_order()} min={0} />}</form.AppField>
          <form.AppField name="is_active">{(field) => <field.CheckboxField label={m.bo_rules_field_active()} />}</form.AppField>
        </fieldset>
        {canEdit ? <SaveBar label={reminder ? m.bo_rules_save() : m.bo_rules_add_reminder()} busyLabel={m.bo_rules_saving()} /> : null}
      </form.Form>
    </form.AppForm>
  )
}
