/**
 * A year's public holidays as one list: add, correct or remove days, then save the whole year
 * over the list read (`expected`); a refusal shows under the row's field, a 409 says who changed
 * which days. Codes stay hidden: a new day's is made from its French name by the API.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { Holiday } from '~/api/contract/admin-rules'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { saveHolidayYearFn } from '~/features/back-office/rules/rules.functions'
import { holidayYearQuery } from '~/features/back-office/rules/rules.queries'
import { SaveBar } from '~/ui/admin/save-bar'
import { useRuleSave } from './use-rule-save'

export function HolidaysForm({ year, holidays, canEdit }: { year: number; holidays: Holiday[]; canEdit: boolean }) {
  const save = useServerFn(saveHolidayYearFn)
  const queryClient = useQueryClient()
  // The year is saved over the list read; "keep mine" after a 409 saves over the list stored now
  // (the conflict's version is a number, the year's version is its list). Keyed by that list
  // (holidays-page.tsx): loading theirs starts a new form.
  const saveVersioned = useRuleSave({
    save: async (values: { holidays: Holiday[] }, expected: Holiday[] | number) =>
      save({
        data: {
          year,
          holidays: values.holidays,
          expected: typeof expected === 'number' ? (await queryClient.fetchQuery(holidayYearQuery(year))).holidays : expected,
        },
      }),
    saved: m.bo_holidays_saved({ year }),
  })
  const form = useShopForm({
    defaultValues: { holidays: holidays.map((holiday) => ({ ...holiday })) },
    idPrefix: `bo-holidays-${year}`,
    submit: (values) => saveVersioned(values, holidays),
  })
  return (
    <form.AppForm>
      <form.Form className="flex flex-col gap-3" data-testid="bo-holidays-form">
        <form.Field name="holidays" mode="array">
          {(list) => (
            <fieldset disabled={!canEdit} className="flex flex-col gap-2">
              {list.state.value.length === 0 ? <p className="text-slate-700">{m.bo_holidays_none()}</p> : null}
              {list.state.value.map((_, index) => (
                <div
                  key={index}
                  className="grid gap-2 rounded-lg bg-slate-50 p-2 sm:grid-cols-[10rem_1fr_1fr_auto_auto] sm:items-start"
                  data-testid="bo-holiday-row"
                >
                  <form.AppField name={`holidays[${index}].day`}>
                    {(field) => <field.DateField label={m.bo_rules_field_day()} />}
                  </form.AppField>
                  <form.AppField name={`holidays[${index}].name_fr`}>
                    {(field) => <field.TextField label={m.bo_rules_field_name_fr()} lang="fr" dir="ltr" />}
                  </form.AppField>
                  <form.AppField name={`holidays[${index}].name_ar`}>
                    {(field) => <field.TextField label={m.bo_rules_field_name_ar()} lang="ar" dir="rtl" />}
                  </form.AppField>
                  <div className="sm:pt-7">
                    <form.AppField name={`holidays[${index}].is_estimated`}>
                      {(field) => <field.CheckboxField label={m.bo_rules_field_estimated()} />}
                    </form.AppField>
                  </div>
                  {canEdit ? (
                    <div className="sm:pt-6">
                      <button
                        type="button"
                        onClick={() => list.removeValue(index)}
                        className="rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:underline"
                      >
                        {m.bo_holidays_remove()}
                      </button>
                    </div>
                  ) : null}
                </div>
              ))}
              {canEdit ? (
                <button
                  type="button"
                  onClick={() => list.pushValue({ day: `${year}-01-01`, code: '', name_fr: '', name_ar: '', is_estimated: false })}
                  className="self-start rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold"
                >
                  {m.bo_holidays_add()}
                </button>
              ) : null}
            </fieldset>
          )}
        </form.Field>
        {canEdit ? <SaveBar label={m.bo_rules_save()} busyLabel={m.bo_rules_saving()} /> : null}
      </form.Form>
    </form.AppForm>
  )
}
