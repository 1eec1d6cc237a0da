import { useEffect, useState } from 'react'
import { EMPTIES_MAX, type ServerCart } from '~/api/contract/cart'
import { legendClass, sectionClass } from '~/features/checkout/components/checkout-classes'
import { FieldMessages } from '~/features/checkout/components/checkout-ui'
import { errorId } from '~/features/checkout/components/field-errors'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { FieldFrame, TextControl, controlClass, describedControl } from '~/ui/form/controlled'

/** A whole number of jugs typed, 0 to the field's limit, or null. */
export function emptiesOf(typed: string): number | null {
  const text = typed.trim()
  if (text === '') return 0
  if (!/^\d{1,3}$/.test(text)) return null
  const count = Number(text)
  return count <= EMPTIES_MAX ? count : null
}

/**
 * The empty jugs the customer will hand back (docs/decisions/0083): shown when the cart holds
 * returnable jugs or empties were announced. Saved with the cart as soon as a valid number is
 * typed (the server prices the deposit and says when it is more than the customer can return).
 */
export function EmptiesField({
  value,
  onChange,
  messages,
  totals,
}: {
  value: number
  onChange: (empties: number) => void
  messages: string[]
  totals: ServerCart['totals'] | undefined
}) {
  const [typed, setTyped] = useState(String(value))
  const [localError, setLocalError] = useState<string | null>(null)
  // Another device or a reload brings another value: the field follows the cart.
  useEffect(() => setTyped((current) => (emptiesOf(current) === value ? current : String(value))), [value])
  if (!totals || (totals.returnable_jugs === 0 && value === 0)) return null
  const errors = localError ? [localError] : messages
  const max = totals.max_empties
  const change = (text: string) => {
    setTyped(text)
    const count = emptiesOf(text)
    if (count === null) return setLocalError(m.dep_empties_integer())
    if (count > max) setLocalError(m.dep_empties_max({ max: formatNumber(max) }))
    else setLocalError(null)
    if (count !== value) onChange(count)
  }
  const step = (by: number) => change(String(Math.min(Math.max(0, (emptiesOf(typed) ?? value) + by), EMPTIES_MAX)))
  const stepClass =
    'flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-xl font-bold text-brand-700 hover:bg-brand-50 disabled:opacity-40'
  return (
    <div className={sectionClass} data-invalid={errors.length > 0 || undefined} data-testid="empties-field">
      <FieldFrame
        id="checkout-empties"
        label={m.dep_empties_label()}
        labelClassName={`block ${legendClass}`}
        errorId={errorId('empties_returned')}
      >
        <p id="checkout-empties-hint" className="mb-3 text-sm text-slate-700">
          {totals.jugs_held > 0
            ? m.dep_empties_hint_held({ held: formatNumber(totals.jugs_held), taken: formatNumber(totals.returnable_jugs) })
            : m.dep_empties_hint({ taken: formatNumber(totals.returnable_jugs) })}
        </p>
        <div className="flex items-center gap-2" dir="ltr">
          <button
            type="button"
            className={stepClass}
            onClick={() => step(-1)}
            disabled={value <= 0}
            aria-label={`${m.dep_empties_label()} −1`}
          >
            −
          </button>
          <div className="w-20">
            <TextControl
              id="checkout-empties"
              value={typed}
              onValueChange={change}
              inputMode="numeric"
              autoComplete="off"
              {...describedControl({ error: errors, errorId: errorId('empties_returned'), also: 'checkout-empties-hint' })}
              className={`${controlClass(errors)} text-center`}
            />
          </div>
          <button
            type="button"
            className={stepClass}
            onClick={() => step(1)}
            disabled={value >= max}
            aria-label={`${m.dep_empties_label()} +1`}
          >
            +
          </button>
        </div>
      </FieldFrame>
      <FieldMessages id={errorId('empties_returned')} messages={errors} announce />
    </div>
  )
}
