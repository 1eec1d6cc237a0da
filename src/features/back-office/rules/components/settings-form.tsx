/** The cut-off hour, booking window and loyalty rules: one form over the settings row, saved with the version read. */
import { useServerFn } from '@tanstack/react-start'
import type { RuleSettings } from '~/api/contract/admin-rules'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { madOf } from '~/lib/money'
import { saveSettingsFn } from '~/features/back-office/rules/rules.functions'
import { SaveBar } from '~/ui/admin/save-bar'
import { useRuleSave } from './use-rule-save'

type Values = {
  cutoff_hour: number | null
  booking_window_days: number | null
  points_earn_per: number | null
  point_value: number | null
  points_max_share_percent: number | null
  points_admin_threshold: number | null
}

export function SettingsForm({ settings, canEdit }: { settings: RuleSettings; canEdit: boolean }) {
  const save = useServerFn(saveSettingsFn)
  // The form is keyed by the version it was read at (rules-page.tsx): loading theirs starts a new one.
  const saveVersioned = useRuleSave({ save: (values: Values, version: number) => save({ data: { ...values, version } }) })
  const form = useShopForm({
    defaultValues: {
      cutoff_hour: settings.cutoff_hour,
      booking_window_days: settings.booking_window_days,
      points_earn_per: madOf(settings.points_earn_per),
      point_value: madOf(settings.point_value),
      points_max_share_percent: settings.points_max_share_percent,
      points_admin_threshold: settings.points_admin_threshold,
    } as Values,
    idPrefix: 'bo-rules-settings',
    submit: (values) => saveVersioned(values, settings.version),
  })
  return (
    <form.AppForm>
      <form.Form className="flex flex-col gap-3" data-testid="bo-rules-settings">
        <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <form.AppField name="cutoff_hour">
            {(field) => <field.NumberField label={m.bo_rules_field_cutoff_hour()} min={0} max={23} />}
          </form.AppField>
          <form.AppField name="booking_window_days">
            {(field) => <field.NumberField label={m.bo_rules_field_window()} min={1} max={90} />}
          </form.AppField>
          <form.AppField name="points_earn_per">
            {(field) => <field.NumberField label={m.bo_rules_field_points_earn_per()} min={0.01} step={0.01} />}
          </form.AppField>
          <form.AppField name="point_value">
            {(field) => <field.NumberField label={m.bo_rules_field_point_value()} min={0.01} step={0.01} />}
          </form.AppField>
          <form.AppField name="points_max_share_percent">
            {(field) => <field.NumberField label={m.bo_rules_field_points_share()} min={0} max={100} />}
          </form.AppField>
          <form.AppField name="points_admin_threshold">
            {(field) => <field.NumberField label={m.bo_rules_field_points_threshold()} min={0} step={1} />}
          </form.AppField>
        </fieldset>
        {canEdit ? <SaveBar label={m.bo_rules_save()} busyLabel={m.bo_rules_saving()} /> : null}
      </form.Form>
    </form.AppForm>
  )
}
