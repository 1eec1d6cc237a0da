/**
 * What every checkout step shares: the browser's cart (known only after the page mounted), the
 * options of the city, the step guard (a step cannot be skipped) and focus handling.
 */
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useCart, useCartActions, useCartReady } from '~/features/cart/cart-context'
import { initialDataQuery } from '~/features/city/city.queries'
import { checkoutOptionsQuery } from './checkout.queries'
import { sentConfirmation } from '~/features/cart/confirmation-storage'
import { type CheckoutStep, stepToFix, unfinishedStepBefore } from './checkout-rules'

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set when a later step sent the customer back: their step was not finished, or the server refused a choice. */
    checkoutReturn?: 'incomplete' | 'refused'
  }
}

export const STEP_PATHS = { 1: '/step-1', 2: '/step-2', 3: '/step-3' } as const

export function useCheckout() {
  const ready = useCartReady()
  const cart = useCart()
  const actions = useCartActions()
  const { data: initial } = useQuery(initialDataQuery())
  const cityId = initial?.city_id ?? null
  const options = useQuery({ ...checkoutOptionsQuery(cityId ?? 0), enabled: cityId !== null })
  const city = initial?.cities.find((candidate) => candidate.id === cityId) ?? null
  return { ready, cart, actions, cityId, city, options, messages: cart.server_cart?.messages ?? [] }
}

/** Why the customer is back on this step, if a later step sent them. */
export const useReturnReason = () => useRouterState({ select: (state) => state.location.state.checkoutReturn })

/**
 * A step cannot be skipped: once the cart is known, an unfinished earlier step (in the browser),
 * or a choice of an earlier step the server refuses (validate-cart), sends the customer back
 * there, with the reason. Answers true once the step may show.
 */
export function useStepGuard(step: CheckoutStep, { skip = false } = {}) {
  const { ready, actions } = useCheckout()
  const navigate = useNavigate()
  const [allowed, setAllowed] = useState(step === 1)
  const checked = useRef(false)
  useEffect(() => {
    if (!ready || skip || checked.current) return
    checked.current = true
    const { cart } = actions.current()
    if (cart.items.length === 0 || step === 1) {
      setAllowed(true)
      return
    }
    const unfinished = unfinishedStepBefore(cart, step)
    if (unfinished) {
      void navigate({ to: STEP_PATHS[unfinished], replace: true, state: (previous) => ({ ...previous, checkoutReturn: 'incomplete' }) })
      return
    }
    // This cart's confirmation was sent and its answer lost: the review shows, to send it again
    // (the server may have placed it, and then spent the voucher or points it would now refuse).
    if (step === 3 && sentConfirmation(cart.revision)) {
      setAllowed(true)
      return
    }
    // What the server says of the earlier steps' choices (a date no longer deliverable, a voucher gone).
    actions
      .validate()
      .then((answer) => {
        const fix = answer?.success ? stepToFix(answer.data.messages, (step - 1) as 1 | 2) : null
        if (fix === 1 || fix === 2) {
          void navigate({ to: STEP_PATHS[fix], replace: true, state: (previous) => ({ ...previous, checkoutReturn: 'refused' }) })
        } else {
          setAllowed(true)
        }
      })
      // Unreachable server: the step shows; leaving it validates again.
      .catch(() => setAllowed(true))
  }, [ready, skip, step, actions, navigate])
  return allowed
}

/**
 * Focus for a step: its heading once it shows (a new page for screen readers), or the first
 * field in error whenever `focusError()` is called (after the errors rendered).
 */
export function useStepFocus(shown: boolean) {
  const root = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const [request, setRequest] = useState(0)
  const focusedHeading = useRef(false)
  const returned = useReturnReason()
  useEffect(() => {
    if (!shown || focusedHeading.current) return
    focusedHeading.current = true
    // Sent back from a later step: straight to what needs fixing.
    if (!(returned && focusFirstError(root.current))) heading.current?.focus()
  }, [shown, returned])
  useEffect(() => {
    if (request > 0) focusFirstError(root.current)
  }, [request])
  const focusError = useCallback(() => setRequest((count) => count + 1), [])
  return { root, heading, focusError }
}

/** Focuses the first field marked in error (`data-invalid`): its chosen radio, else its first control. */
export function focusFirstError(root: HTMLElement | null): boolean {
  const group = root?.querySelector<HTMLElement>('[data-invalid="true"]')
  if (!group) return false
  const target =
    group.querySelector<HTMLElement>('input:checked') ??
    group.querySelector<HTMLElement>('[data-day][tabindex="0"]') ??
    group.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button')
  ;(target ?? group).focus()
  return true
}
