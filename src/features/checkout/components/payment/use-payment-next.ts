/**
 * "Continue" on the payment step: the comment is saved, a choice still missing is shown; else the
 * server checks the cart and the step goes on to the review, or back to delivery when the server
 * refuses one of its choices, or stays on what it refuses here.
 */
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { missingChoices, stepToFix } from '~/features/checkout/checkout-rules'
import { STEP_PATHS, type useCheckout, useReturnReason } from '~/features/checkout/use-checkout'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'

export function usePaymentNext(
  actions: ReturnType<typeof useCheckout>['actions'],
  focusError: () => void,
  saveComment: () => Promise<void>,
) {
  const navigate = useNavigate()
  const returned = useReturnReason()
  // Sent back from a later step: the missing choices show at once.
  const [attempted, setAttempted] = useState(Boolean(returned))
  const [busy, setBusy] = useState(false)

  async function next() {
    setAttempted(true)
    setBusy(true)
    try {
      await saveComment()
      if (missingChoices(actions.current().cart, 2).length > 0) {
        focusError()
        return
      }
      const answer = await actions.validate()
      if (!answer) return
      if (!answer.success) {
        toast.error(answer.message)
        return
      }
      const fix = stepToFix(answer.data.messages, 2)
      if (fix === 1) {
        await navigate({ to: STEP_PATHS[1], state: (previous) => ({ ...previous, checkoutReturn: 'refused' }) })
        return
      }
      if (fix !== null) {
        focusError()
        return
      }
      await navigate({ to: '/step-3' })
    } catch {
      toast.error(m.checkout_error_network())
    } finally {
      setBusy(false)
    }
  }

  return { attempted, busy, next }
}
