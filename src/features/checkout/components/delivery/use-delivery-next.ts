/**
 * "Continue" on the delivery step: a choice still missing is shown at once; else the server checks
 * the cart, and the step goes on to payment unless it refuses one of this step's choices.
 */
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { missingChoices, stepToFix } from '~/features/checkout/checkout-rules'
import { type useCheckout, useReturnReason } from '~/features/checkout/use-checkout'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'
import { isBusyError } from '~/lib/busy'

export function useDeliveryNext(actions: ReturnType<typeof useCheckout>['actions'], focusError: () => void) {
  const navigate = useNavigate()
  const returned = useReturnReason()
  // Sent back from a later step: the missing choices show at once.
  const [attempted, setAttempted] = useState(Boolean(returned))
  const [busy, setBusy] = useState(false)

  async function next() {
    setAttempted(true)
    if (missingChoices(actions.current().cart, 1).length > 0) {
      focusError()
      return
    }
    setBusy(true)
    try {
      const answer = await actions.validate()
      if (!answer) return
      if (!answer.success) {
        toast.error(answer.message)
        return
      }
      if (stepToFix(answer.data.messages, 1) !== null) {
        focusError()
        return
      }
      await navigate({ to: '/step-2' })
    } catch (error) {
      toast.error(isBusyError(error) ? error.message : m.checkout_error_network())
    } finally {
      setBusy(false)
    }
  }

  return { attempted, busy, next }
}
