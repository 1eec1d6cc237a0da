import { legendClass, sectionClass } from '~/features/checkout/components/checkout-classes'
import { FieldMessages } from '~/features/checkout/components/checkout-ui'
import { errorId } from '~/features/checkout/components/field-errors'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { FieldFrame, TextAreaControl, controlClass, describedControl } from '~/ui/form/controlled'
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
      <FieldFrame id="checkout-comment" label={m.checkout_comment()} labelClassName={`block ${legendClass}`} errorId={errorId('comment')}>
        <TextAreaControl
          id="checkout-comment"
          value={value}
          maxLength={COMMENT_MAX}
          rows={3}
          onValueChange={onChange}
          onBlur={onBlur}
          placeholder={m.checkout_comment_hint()}
          {...describedControl({ error: invalid, errorId: errorId('comment'), also: 'checkout-comment-count' })}
          dir="auto"
          className={controlClass(invalid)}
        />
        <p id="checkout-comment-count" className="text-end text-xs text-slate-500">
          {m.checkout_comment_count({ count: formatNumber(value.length), max: formatNumber(COMMENT_MAX) })}
        </p>
      </FieldFrame>
      <FieldMessages id={errorId('comment')} messages={messages} />
    </div>
  )
}
