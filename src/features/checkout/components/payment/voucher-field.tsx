import { type FormEvent, useState } from 'react'
import type { ServerCart } from '~/api/contract/cart'
import { legendClass, sectionClass } from '~/features/checkout/components/checkout-classes'
import { FieldMessages } from '~/features/checkout/components/checkout-ui'
import { errorId } from '~/features/checkout/components/field-errors'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { FieldFrame, TextControl, controlClass, describedControl } from '~/ui/form/controlled'
import { CheckCircleIcon } from '~/ui/icons'
import { applyClass } from './apply-field-classes'

/** The voucher: typed, applied (the server re-prices the cart), its discount or the server's reason shown under it. */
export function VoucherField({
  value,
  onChange,
  messages,
  accepted,
  discount,
}: {
  /** The code the cart holds. */
  value: string | null
  /** Applies a code (null removes it): the server prices it and answers the discount or why not. */
  onChange: (code: string | null) => Promise<unknown>
  messages: string[]
  /** The voucher the server accepted, and the discount the priced cart shows. */
  accepted: ServerCart['voucher']
  discount: number
}) {
  const [code, setCode] = useState(value ?? '')
  const [applying, setApplying] = useState(false)
  const invalid = messages.length > 0
  const apply = async (event: FormEvent) => {
    event.preventDefault()
    setApplying(true)
    try {
      await onChange(code.trim() || null)
    } finally {
      setApplying(false)
    }
  }
  return (
    <div className={sectionClass} data-invalid={invalid || undefined}>
      <form onSubmit={(event) => void apply(event)} noValidate>
        <FieldFrame
          id="checkout-voucher"
          label={m.checkout_voucher()}
          labelClassName={`block ${legendClass}`}
          errorId={errorId('voucher_code')}
        >
          <div className="flex flex-wrap gap-2">
            <TextControl
              id="checkout-voucher"
              value={code}
              onValueChange={setCode}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              dir="ltr"
              {...describedControl({
                error: invalid,
                hint: Boolean(accepted),
                hintId: 'checkout-voucher-accepted',
                errorId: errorId('voucher_code'),
              })}
              className={`${controlClass(invalid)} min-w-0 flex-1 uppercase`}
            />
            <button type="submit" disabled={applying} className={applyClass} data-testid="voucher-apply">
              {m.checkout_apply()}
            </button>
            {value ? (
              <button
                type="button"
                disabled={applying}
                onClick={() => {
                  setCode('')
                  void onChange(null)
                }}
                className="px-2 text-sm font-semibold text-slate-600 hover:underline"
              >
                {m.checkout_voucher_remove()}
              </button>
            ) : null}
          </div>
        </FieldFrame>
      </form>
      {accepted && !invalid ? (
        <p
          id="checkout-voucher-accepted"
          role="status"
          className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-emerald-700"
          data-testid="voucher-accepted"
        >
          <CheckCircleIcon className="size-4" />
          <span>
            {accepted.kind === 'free_delivery' && discount === 0
              ? m.checkout_voucher_free_delivery({ code: accepted.code })
              : m.checkout_voucher_accepted({ code: accepted.code, amount: formatMoney(discount) })}
          </span>
        </p>
      ) : null}
      <FieldMessages id={errorId('voucher_code')} messages={messages} announce />
    </div>
  )
}
