import { legendClass, sectionClass } from '~/features/checkout/components/checkout-classes'
import { FieldError } from '~/features/checkout/components/checkout-ui'
import { errorId } from '~/features/checkout/components/field-errors'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { COMMENT_MAX } from './payment-choices'

/** A comment for the delivery, with its length counted; saved when the customer leaves it (`onBlur`). */
export function CommentField({
  value,
  onChange,
  onBlur,
  messages,
}: {
  value: string
  onChange: (comment: string) => void
  onBlur: () => void
  messages: string[]
}) {
  const invalid = messages.length > 0
  return (
    <div className={sectionClass} data-invalid={invalid || undefined}>
      <label htmlFor="checkout-comment" className={`block ${legendClass}`}>
        {m.checkout_comment()}
      </label>
      <textarea
        id="checkout-comment"
        value={value}
        maxLength={COMMENT_MAX}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder={m.checkout_comment_hint()}
        aria-invalid={invalid || undefined}
        aria-describedby={[invalid ? errorId('comment') : '', 'checkout-comment-count'].filter(Boolean).join(' ')}
        dir="auto"
        className={`w-full rounded-lg border px-3 py-2 outline-none focus:ring-2 focus:ring-brand-400 ${invalid ? 'border-red-600' : 'border-slate-300'}`}
      />
      <p id="checkout-comment-count" className="mt-1 text-end text-xs text-slate-500">
        {m.checkout_comment_count({ count: formatNumber(value.length), max: formatNumber(COMMENT_MAX) })}
      </p>
      <FieldError id={errorId('comment')} messages={messages} />
    </div>
  )
}
