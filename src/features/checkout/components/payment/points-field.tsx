import { type FormEvent, useState } from 'react'
import type { ServerCart } from '~/api/contract/cart'
import type { CheckoutOptions } from '~/api/contract/checkout'
import { legendClass, sectionClass } from '~/features/checkout/components/checkout-classes'
import { FieldMessages } from '~/features/checkout/components/checkout-ui'
import { errorId } from '~/features/checkout/components/field-errors'
import { formatMoney } from '~/lib/money'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { FieldFrame, TextControl, controlClass, describedControl } from '~/ui/form/controlled'
import { CheckCircleIcon } from '~/ui/icons'
import { applyClass } from './apply-field-classes'
import { pointsToApply, pointsToPrice } from './payment-choices'

/** Loyalty points: the balance and what it is worth, how many to use; the server says how many it took. */
export function PointsField({
  value,
  onChange,
  messages,
  rules,
  totals,
}: {
  /** The points the cart asks to use. */
  value: number
  /** Applies a number of points: the server takes what the rules allow. */
  onChange: (points: number) => Promise<unknown>
  /** The server's messages (a whole number typed is checked here first). */
  messages: string[]
  rules: CheckoutOptions['points']
  /** The priced cart's totals, once the server answered. */
  totals: ServerCart['totals'] | undefined
}) {
  const [typed, setTyped] = useState(value ? String(value) : '')
  const [localError, setLocalError] = useState<string | null>(null)
  const [applying, setApplying] = useState(false)
  // The priced cart's balance is the freshest (read again at every save); the options' is for the first view.
  const balance = totals?.points ?? rules.balance
  const errors = localError ? [localError] : messages
  const apply = async (event: FormEvent) => {
    event.preventDefault()
    const points = pointsToApply(typed)
    if (points === null) {
      setLocalError(m.checkout_points_whole())
      return
    }
    setLocalError(null)
    setApplying(true)
    try {
      await onChange(points)
    } finally {
      setApplying(false)
    }
  }
  const priced = pointsToPrice(typed)
  return (
    <div className={sectionClass} data-invalid={errors.length > 0 || undefined}>
      <form onSubmit={(event) => void apply(event)} noValidate>
        <FieldFrame
          id="checkout-points"
          label={m.checkout_points()}
          labelClassName={`block ${legendClass}`}
          errorId={errorId('used_points')}
        >
          <p id="checkout-points-balance" className="mb-3 text-sm text-slate-700" data-testid="points-balance">
            {balance > 0
              ? m.checkout_points_balance({ points: formatNumber(balance), amount: formatMoney(balance * rules.value) })
              : m.checkout_points_none()}{' '}
            {m.checkout_points_rule({ amount: formatMoney(rules.value), percent: formatNumber(rules.max_share_percent) })}
          </p>
          {balance > 0 || value > 0 ? (
            <div className="flex flex-wrap items-center gap-2">
              <TextControl
                id="checkout-points"
                value={typed}
                onValueChange={(text) => {
                  setLocalError(null)
                  setTyped(text)
                }}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                {...describedControl({ error: errors, errorId: errorId('used_points'), also: 'checkout-points-balance' })}
                className={`${controlClass(errors)} min-w-0 max-w-40 flex-1`}
              />
              <button type="submit" disabled={applying} className={applyClass} data-testid="points-apply">
                {m.checkout_points_use()}
              </button>
              {priced !== null ? (
                <span className="text-sm text-slate-600">{m.checkout_points_worth({ amount: formatMoney(priced * rules.value) })}</span>
              ) : null}
            </div>
          ) : null}
        </FieldFrame>
      </form>
      {totals && totals.used_points > 0 && errors.length === 0 ? (
        <p role="status" className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-emerald-700" data-testid="points-used">
          <CheckCircleIcon className="size-4" />
          {m.checkout_points_used({ points: formatNumber(totals.used_points), amount: formatMoney(totals.points_discount) })}
        </p>
      ) : null}
      <FieldMessages id={errorId('used_points')} messages={errors} announce />
    </div>
  )
}
