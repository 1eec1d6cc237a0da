/** The cut-off hour, booking window and loyalty rules: one form over the settings row, saved with the version read. */
import { useServerFn } from '@tanstack/react-start'
import { useRef } from 'react'
import type { RuleSettings } from '~/api/contract/admin-rules'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { madOf } from '~/features/back-office/rules/rule-money'
import { saveSettingsFn } from '~/features/back-office/rules/rules.functions'
import { useRuleAnswer } from './use-rule-save'

export function SettingsForm({ settings, canEdit }: { settings: RuleSettings; canEdit: boolean }) {
  const save = useServerFn(saveSettingsFn)
  const answer = useRuleAnswer()
  // The version the admin sees now: after a 409 the rules are read again.
  const seen = useRef(settings)
  seen.current = settings
  const form = useShopForm({
    defaultValues: {
      cutoff_hour: settings.cutoff_hour as number | null,
      booking_window_days: settings.booking_window_days as number | null,
      points_earn_per: madOf(settings.points_earn_per),
      point_value: madOf(settings.point_value),
      points_max_share_percent: settings.points_max_share_percent as number | null,
      points_admin_threshold: settings.points_admin_threshold as number | null,
    },
    idPrefix: 'bo-rules-settings',
    submit: async (values) => answer(await save({ data: { ...values, version: seen.current.version } })),
  })
  return (
    <form.AppForm>
      <form.Form className="flex flex-col gap-3" data-testid="bo-rules-settings">
        <form.FormMessage />
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
        {canEdit ? (
          <div className="sm:w-48">
            <form.SubmitButton busyLabel={m.bo_rules_saving()}>{m.bo_rules_save()}</form.SubmitButton>
          </div>
        ) : null}
      </form.Form>
    </form.AppForm>
  )
}
