/**
 * "Commander à nouveau": the Shop API puts a past order's lines back in the customer's cart
 * (POST /api/{locale}/orders/{reference}/reorder, priced for the city chosen now); the browser
 * adopts that cart and goes to the checkout's first step.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'
import { useCartActions, useCartReady } from '~/features/cart/cart-context'
import { initialDataQuery } from '~/features/city/city.queries'
import { reorderFn } from './orders.functions'

class ReorderRefused extends Error {}

export function useReorder() {
  const actions = useCartActions()
  const navigate = useNavigate()
  const { data: initial } = useQuery(initialDataQuery())
  return useMutation({
    mutationFn: async (reference: string) => {
      // Priced in the city the customer shops in now, which may not be the order's.
      const answer = await reorderFn({ data: { reference, cityId: initial?.city_id } })
      if (!answer.success) throw new ReorderRefused(answer.message)
      await actions.adoptServerCart(answer.data)
      return answer.data
    },
    onSuccess: async () => {
      toast.success(m.reorder_done())
      await navigate({ to: '/step-1' })
    },
    onError: (error) => toast.error(error instanceof ReorderRefused ? error.message : m.reorder_failed()),
  })
}

/**
 * `/espace/orders/{reference}?reorder=1` (the link of the reminder e-mails): the same as the
 * button, once. The query parameter leaves the history first, so going back does not reorder
 * again; it waits for the browser's cart, which the adopted one then replaces.
 */
export function useReorderFromLink(reference: string, requested: boolean) {
  const reorder = useReorder()
  const navigate = useNavigate()
  const ready = useCartReady()
  const done = useRef(false)
  useEffect(() => {
    if (!requested || !ready || done.current) return
    done.current = true
    void navigate({ to: '/espace/orders/$id', params: { id: reference }, search: {}, replace: true }).then(() => reorder.mutate(reference))
  }, [requested, ready, reference, navigate, reorder])
  return reorder
}
