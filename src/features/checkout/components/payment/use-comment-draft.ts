/** The delivery comment as typed: kept here while typing, saved to the cart when the customer leaves it or goes on. */
import { useState } from 'react'
import type { useCheckout } from '~/features/checkout/use-checkout'
import { commentToSave } from './payment-choices'

type Checkout = Pick<ReturnType<typeof useCheckout>, 'cart' | 'actions'>

export function useCommentDraft({ cart, actions }: Checkout) {
  const [comment, setComment] = useState(cart.comment)
  // Saved only when it changed, so leaving the field untouched sends nothing.
  const saveComment = async () => {
    const value = commentToSave(comment)
    if (value !== actions.current().cart.comment) await actions.update({ comment: value })
  }
  return { comment, setComment, saveComment }
}
