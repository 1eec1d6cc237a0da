/**
 * A city's rules with its fees, saved together (one transaction on the API's side) with the
 * version read; a new city also gets its identifier. Every delivery mode has a row: ticked, it
 * is offered in the city at its fee (free from an amount, or never). The price factor is not here.
 */
import { useServerFn } from '@tanstack/react-start'
import type { RuleCity, RuleMode } from '~/api/contract/admin-rules'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { madOf } from '~/lib/money'
import { saveCityFn } from '~/features/back-office/rules/rules.functions'
import { SaveBar } from '~/ui/admin/save-bar'
import { useRuleSave } from './use-rule-save'
import { WeekdaysField } from './weekdays-field'
import { ROUND_PACE_DEFAULTS, type RoundPaceValues, roundPaceValuesOf } from './round-pace-values'

const NEW_CITY = {
  id: null,
  slug: '',
  name_fr: '',
  name_ar: '',
  min_order: 0,
  delivery_weekdays: [1, 2, 3, 4, 5, 6],
  is_active: true,
  is_default: false,
  sort_order: 100,
  fees: [],
  version: 0,
  ...ROUND_PACE_DEFAULTS,
}

type Values = {
  slug: string
  name_fr: string
  name_ar: string
  min_order: number | null
  delivery_weekdays: number[]
  is_active: boolean
  is_default: boolean
  sort_order: number | null
  fees: { delivery_mode_id: number; offered: boolean; fee: number | null; free_from: number | null }[]
} & RoundPaceValues

export function CityForm({ city, modes, onDone }: { city: RuleCity | null; modes: RuleMode[]; onDone: () => void }) {
  const save = useServerFn(saveCityFn)
  const shown = city ?? NEW_CITY
  // Keyed by its version (cities-section.tsx): loading theirs after a 409 starts a new form.
  const saveVersioned = useRuleSave({
    save: (values: Values, version: number) => save({ data: { ...values, city_id: shown.id, version } }),
    onDone,
  })
  const form = useShopForm({
    defaultValues: {
      slug: shown.slug,
      name_fr: shown.name_fr,
      name_ar: shown.name_ar,
      min_order: madOf(shown.min_order),
      delivery_weekdays: [...shown.delivery_weekdays],
      is_active: shown.is_active,
      is_default: shown.is_default,
      sort_order: shown.sort_order,
      ...roundPaceValuesOf(shown),
      fees: modes.map((mode) => {
        const fee = shown.fees.find((each) => each.delivery_mode_id === mode.id)
        return { delivery_mode_id: mode.id, offered: Boolean(fee), fee: madOf(fee?.fee ?? null), free_from: madOf(fee?.free_from ?? null) }
      }),
    } as Values,
    idPrefix: `bo-city-${shown.id ?? 'new'}`,
    submit: (values) => saveVersioned(values, shown.version),
  })
  return (
    <form.AppForm>
      <form.Form className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3" data-testid="bo-city-form">
        <div className="grid gap-3 sm:grid-cols-2">
          {city ? null : (
            <form.AppField name="slug">{(field) => <field.TextField label={m.bo_rules_field_slug()} dir="ltr" />}</form.AppField>
          )}
          <form.AppField name="name_fr">
            {(field) => <field.TextField label={m.bo_rules_field_name_fr()} lang="fr" dir="ltr" />}
          </form.AppField>
          <form.AppField name="name_ar">
            {(field) => <field.TextField label={m.bo_rules_field_name_ar()} lang="ar" dir="rtl" />}
          </form.AppField>
          <form.AppField name="min_order">
            {(field) => <field.NumberField label={m.bo_rules_field_min_order()} min={0} step={0.01} />}
          </form.AppField>
          <form.AppField name="sort_order">{(field) => <field.NumberField label={m.bo_rules_field_sort_order()} min={0} />}</form.AppField>
        </div>
        <form.AppField name="delivery_weekdays">{() => <WeekdaysField />}</form.AppField>
        <div className="flex flex-wrap gap-4">
          <form.AppField name="is_active">{(field) => <field.CheckboxField label={m.bo_rules_field_active()} />}</form.AppField>
          <form.AppField name="is_default">{(field) => <field.CheckboxField label={m.bo_rules_field_default()} />}</form.AppField>
        </div>
        {city?.in_use ? <p className="text-sm text-slate-600">{m.bo_rules_in_use()}</p> : null}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold text-slate-800">{m.bo_rules_field_fees()}</legend>
          {modes.map((mode, index) => (
            <div
              key={mode.id}
              className="grid gap-2 rounded bg-slate-50 p-2 sm:grid-cols-3 sm:items-start"
              data-testid={`bo-city-fee-${mode.code}`}
            >
              <form.AppField name={`fees[${index}].offered`}>
                {(field) => <field.CheckboxField label={`${mode.name_fr} / ${mode.name_ar} — ${m.bo_rules_field_offered()}`} />}
              </form.AppField>
              <form.AppField name={`fees[${index}].fee`}>
                {(field) => <field.NumberField label={m.bo_rules_field_fee()} min={0} step={0.01} />}
              </form.AppField>
              <form.AppField name={`fees[${index}].free_from`}>
                {(field) => <field.NumberField label={m.bo_rules_field_free_from()} min={0} step={0.01} />}
              </form.AppField>
            </div>
          ))}
        </fieldset>
        <fieldset className="grid gap-3 rounded bg-slate-50 p-2 sm:grid-cols-3" data-testid="bo-city-round-pace">
          <legend className="mb-1 font-semibold text-slate-800">{m.pod_rules_round_legend()}</legend>
          <form.AppField name="round_start">
            {(field) => <field.TextField label={m.pod_rules_round_start()} dir="ltr" inputMode="numeric" maxLength={5} />}
          </form.AppField>
          <form.AppField name="minutes_per_stop">
            {(field) => <field.NumberField label={m.pod_rules_minutes_per_stop()} min={1} max={240} />}
          </form.AppField>
          <form.AppField name="window_minutes">
            {(field) => <field.NumberField label={m.pod_rules_window()} min={30} max={720} />}
          </form.AppField>
          <form.AppField name="dispatch_note_fr">
            {(field) => <field.TextAreaField label={m.pod_rules_note_fr()} rows={2} lang="fr" dir="ltr" />}
          </form.AppField>
          <form.AppField name="dispatch_note_ar">
            {(field) => <field.TextAreaField label={m.pod_rules_note_ar()} rows={2} lang="ar" dir="rtl" />}
          </form.AppField>
        </fieldset>
        <SaveBar label={m.bo_rules_save()} busyLabel={m.bo_rules_saving()} cancelLabel={m.bo_rules_cancel()} onCancel={onDone} />
      </form.Form>
    </form.AppForm>
  )
}
