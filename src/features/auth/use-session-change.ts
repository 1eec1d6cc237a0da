/**
 * What the browser does when the customer signs in or out: the cart follows the account
 * (docs/decisions/0013), every query and loader reads again as the new customer.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { ServerCart } from '../../api/contract/cart'
import { useCartActions } from '../cart/cart-context'

export function useSessionChange() {
  const queryClient = useQueryClient()
  const router = useRouter()
  const cart = useCartActions()
  return {
    visitorCart: cart.visitorCart,
    signedIn: async (accountCart: ServerCart | null, returnTo: string) => {
      if (accountCart) await cart.adoptServerCart(accountCart)
      await queryClient.invalidateQueries()
      await router.invalidate()
      await router.navigate({ to: returnTo as '/' })
    },
    signedOut: async () => {
      cart.forget()
      localStorage.clear()
      queryClient.clear()
      await router.invalidate()
    },
  }
}
