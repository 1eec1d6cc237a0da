/**
 * One choice among a few, all in view: a fieldset whose legend is the label. `RadioOptions` draws
 * the radios alone, for a group whose value lives outside a kit form (the checkout's cart).
 */
import type { ReactNode } from 'react'
import { useShopField } from '~/ui/form/form-context'
import { type FieldLook, FieldError, FieldHint, FieldsetFrame } from '~/ui/form/field-frame'
import type { Option } from './select-field'
import { readCheckedRadio, useTypedBeforeHydration } from '~/ui/form/typed-before-hydration'

/** A radio's option: its label may be rich (a fee, a description, an address's lines). */
export type RadioOption = { value: string; label: ReactNode; disabled?: boolean }

type Props = FieldLook & { options: readonly Option[] }

export function RadioGroupField({ label, hint, hideLabel, options }: Props) {
  const { id, name, value, error, hintId, errorId, onBlur, setValue } = useShopField<string>()
  return (
    <FieldsetFrame
      legend={label}
      hideLegend={hideLabel}
      className="flex flex-col gap-1"
      describedBy={error ? errorId : hint ? hintId : undefined}
    >
      <RadioOptions
        name={name}
        idPrefix={id}
        options={options}
        value={value}
        onChange={setValue}
        onBlur={onBlur}
        invalid={Boolean(error)}
      />
      <FieldHint id={hintId} hint={error ? undefined : hint} />
      <FieldError id={errorId} name={name} error={error} />
    </FieldsetFrame>
  )
}

const plainClass = 'flex items-center gap-2 text-base text-slate-800'
const pillClass =
  'flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50'

const cardClass = (checked: boolean, disabled: boolean | undefined) =>
  `flex h-full gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400 ${
    disabled
      ? 'cursor-not-allowed border-slate-200 opacity-60'
      : checked
        ? 'cursor-pointer border-brand-600 bg-brand-50'
        : 'cursor-pointer border-slate-200 hover:border-brand-400'
  }`

/**
 * The radios of one group, controlled: `plain`, a line each (label after its radio); `pills`, a
 * bordered box each, side by side, the chosen one marked (a few short choices); `cards`, a grid of
 * boxes, the chosen one marked, for options with rich content. Each radio's id is
 * `${idPrefix}-${value}`; `describedBy` names the group's error on each radio too.
 */
export function RadioOptions({
  name,
  idPrefix = name,
  options,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  look = 'plain',
  optionTestId,
}: {
  name: string
  idPrefix?: string
  options: readonly RadioOption[]
  value: string | null
  onChange: (value: string) => void
  onBlur?: () => void
  invalid: boolean
  describedBy?: string
  look?: 'plain' | 'cards' | 'pills'
  /** The `data-testid` of each option's label. */
  optionTestId?: string
}) {
  const typedBefore = useTypedBeforeHydration(readCheckedRadio, onChange)
  const radio = (option: RadioOption, className: string) => (
    <input
      ref={typedBefore}
      type="radio"
      name={name}
      id={`${idPrefix}-${option.value}`}
      value={option.value}
      checked={value === option.value}
      disabled={option.disabled}
      onBlur={onBlur}
      onChange={() => onChange(option.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={className}
    />
  )
  if (look === 'plain' || look === 'pills') {
    return options.map((option) => (
      <label key={option.value} className={look === 'plain' ? plainClass : pillClass} data-testid={optionTestId}>
        {radio(option, look === 'plain' ? 'size-4 accent-brand-600' : '')}
        {option.label}
      </label>
    ))
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {options.map((option) => (
        <li key={option.value}>
          <label
            htmlFor={`${idPrefix}-${option.value}`}
            className={cardClass(value === option.value, option.disabled)}
            data-testid={optionTestId}
          >
            {radio(option, 'mt-1 size-4 shrink-0 accent-brand-600')}
            {option.label}
          </label>
        </li>
      ))}
    </ul>
  )
}
