/** A city's delivery weekdays, Monday to Saturday (never Sunday): one box each, in one fieldset. */
import { DELIVERY_WEEKDAYS } from '~/api/contract/admin-rules'
import { m } from '~/paraglide/messages.js'
import { FieldError, useShopField } from '~/ui/form/form-hook'
import { CheckboxControl } from '~/ui/form/fields/checkbox-field'
import { FieldsetFrame } from '~/ui/form/field-frame'

export const weekdayName = (day: number) =>
  [m.bo_rules_weekday_1, m.bo_rules_weekday_2, m.bo_rules_weekday_3, m.bo_rules_weekday_4, m.bo_rules_weekday_5, m.bo_rules_weekday_6][
    day - 1
  ]?.() ?? String(day)

export function WeekdaysField() {
  const { id, name, value, error, errorId, setValue } = useShopField<number[]>()
  return (
    <FieldsetFrame legend={m.bo_rules_field_weekdays()} describedBy={error ? errorId : undefined}>
      <div className="flex flex-wrap gap-3">
        {DELIVERY_WEEKDAYS.map((day) => (
          <CheckboxControl
            key={day}
            id={`${id}-${day}`}
            label={weekdayName(day)}
            checked={value.includes(day)}
            onCheckedChange={(checked) => setValue(checked ? [...value, day].sort() : value.filter((each) => each !== day))}
          />
        ))}
      </div>
      <FieldError id={errorId} name={name} error={error} />
    </FieldsetFrame>
  )
}
