/** A set of ids chosen with checkboxes (a voucher's cities or categories, a depot's cities). */
import { CheckboxControl } from './checkbox-field'
import { FieldError, FieldHint, FieldsetFrame } from '~/ui/form/field-frame'
import { useShopField } from '~/ui/form/form-hook'

export function IdsField({ legend, hint, options }: { legend: string; hint: string; options: { id: number; name: string }[] }) {
  const { id, name, value, error, hintId, errorId, setValue } = useShopField<number[]>()
  return (
    <FieldsetFrame legend={legend} describedBy={error ? errorId : hintId}>
      <FieldHint id={hintId} hint={error ? undefined : hint} />
      <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
        {options.map((option) => (
          <CheckboxControl
            key={option.id}
            id={`${id}-${option.id}`}
            label={option.name}
            checked={value.includes(option.id)}
            onCheckedChange={(checked) => setValue(checked ? [...value, option.id] : value.filter((chosen) => chosen !== option.id))}
          />
        ))}
      </div>
      <FieldError id={errorId} name={name} error={error} />
    </FieldsetFrame>
  )
}
