/** A delivery mode's names, lead time in working days, state and place; saved with the version read. */
import { useServerFn } from '@tanstack/react-start'
import type { RuleMode } from '~/api/contract/admin-rules'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { saveModeFn } from '~/features/back-office/rules/rules.functions'
import { SaveBar } from '~/ui/admin/save-bar'
import { useRuleSave } from './use-rule-save'

type Values = { name_fr: string; name_ar: string; lead_days: number | null; is_active: boolean; sort_order: number | null }

export function ModeForm({ mode, canEdit }: { mode: RuleMode; canEdit: boolean }) {
  const save = useServerFn(saveModeFn)
  // Keyed by its version (rules-page.tsx): loading theirs after a 409 starts a new form.
  const saveVersioned = useRuleSave({
    save: (values: Values, version: number) => save({ data: { ...values, mode_id: mode.id, version } }),
  })
  const form = useShopForm({
    defaultValues: {
      name_fr: mode.name_fr,
      name_ar: mode.name_ar,
      lead_days: mode.lead_days,
      is_active: mode.is_active,
      sort_order: mode.sort_order,
    } as Values,
    idPrefix: `bo-mode-${mode.code}`,
    submit: (values) => saveVersioned(values, mode.version),
  })
  return (
    <form.AppForm>
      <form.Form className="flex flex-col gap-2 py-3" data-testid="bo-mode-form">
        <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
          <form.AppField name="name_fr">
            {(field) => <field.TextField label={m.bo_rules_field_name_fr()} lang="fr" dir="ltr" />}
          </form.AppField>
          <form.AppField name="name_ar">
            {(field) => <field.TextField label={m.bo_rules_field_name_ar()} lang="ar" dir="rtl" />}
          </form.AppField>
          <form.AppField name="lead_days">
            {(field) => <field.NumberField label={m.bo_rules_field_lead_days()} min={0} max={30} />}
          </form.AppField>
          <form.AppField name="sort_order">{(field) => <field.NumberField label={m.bo_rules_field_sort_order()} min={0} />}</form.AppField>
          <form.AppField name="is_active">{(field) => <field.CheckboxField label={m.bo_rules_field_active()} />}</form.AppField>
        </fieldset>
        {canEdit ? <SaveBar label={m.bo_rules_save()} busyLabel={m.bo_rules_saving()} /> : null}
      </form.Form>
    </form.AppForm>
  )
}
