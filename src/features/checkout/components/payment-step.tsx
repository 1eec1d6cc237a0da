/**
 * Step 2, `/step-2`: how to pay. Payment mode (on delivery, in cash or by card), a voucher code
 * (applied by the server, which answers the discount or why not), loyalty points to use, and a
 * comment for the delivery. Kept in the cart like step 1.
 */
import type { CheckoutField } from '~/api/contract/checkout'
import { generalMessages, missingChoices } from '~/features/checkout/checkout-rules'
import { STEP_PATHS, useCheckout, useStepFocus } from '~/features/checkout/use-checkout'
import { m } from '~/paraglide/messages.js'
import { BackLink, CartMessages, NextButton, OptionsFailed, ReturnNotice, StepGate, StepLayout, SummaryAside } from './checkout-ui'
import { fieldMessages } from './field-errors'
import { CommentField } from './payment/comment-field'
import { paymentModesOffered } from './payment/payment-choices'
import { PaymentModeField } from './payment/payment-mode-field'
import { PointsField } from './payment/points-field'
import { useCommentDraft } from './payment/use-comment-draft'
import { usePaymentNext } from './payment/use-payment-next'
import { VoucherField } from './payment/voucher-field'

export function PaymentStep() {
  return (
    <StepGate step={2}>
      <PaymentChoices />
    </StepGate>
  )
}

function PaymentChoices() {
  const { cart, actions, options, messages } = useCheckout()
  const { root, heading, focusError } = useStepFocus(true)
  const { comment, setComment, saveComment } = useCommentDraft({ cart, actions })
  const { attempted, busy, next } = usePaymentNext(actions, focusError, saveComment)

  const missing = missingChoices(cart, 2)
  const errors = (field: CheckoutField, hasValue: boolean) => fieldMessages({ field, messages, missing, attempted, hasValue })

  return (
    <StepLayout
      actions={
        <div className="flex flex-wrap-reverse items-center justify-between gap-3">
          <BackLink to={STEP_PATHS[1]}>{m.checkout_back_to_delivery()}</BackLink>
          <NextButton busy={busy} onClick={() => void next()}>
            {m.checkout_to_review()}
          </NextButton>
        </div>
      }
      step={2}
      title={m.checkout_step2_title()}
      heading={heading}
      root={root}
      aside={<SummaryAside cart={cart} deliveryChosen={Boolean(cart.delivery_mode_id)} />}
    >
      <ReturnNotice />
      <CartMessages messages={generalMessages(messages)} />
      {options.isError ? <OptionsFailed onRetry={() => void options.refetch()} /> : null}
      <PaymentModeField
        modes={paymentModesOffered(options.data?.payment_modes ?? [])}
        pending={options.isPending}
        value={cart.payment_mode_id}
        onChange={(mode) => void actions.update({ payment_mode_id: mode.id })}
        messages={errors('payment_mode_id', Boolean(cart.payment_mode_id))}
      />
      <VoucherField
        value={cart.voucher_code}
        onChange={(code) => actions.update({ voucher_code: code })}
        messages={errors('voucher_code', Boolean(cart.voucher_code))}
        accepted={cart.server_cart?.voucher ?? null}
        discount={cart.server_cart?.totals.discount ?? 0}
      />
      {options.data ? (
        <PointsField
          value={cart.used_points}
          onChange={(points) => actions.update({ used_points: points })}
          messages={errors('used_points', cart.used_points > 0)}
          rules={options.data.points}
          totals={cart.server_cart?.totals}
        />
      ) : null}
      <CommentField
        value={comment}
        onChange={setComment}
        onBlur={() => void saveComment()}
        messages={errors('comment', Boolean(cart.comment))}
      />
    </StepLayout>
  )
}
