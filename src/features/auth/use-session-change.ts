/**
 * What the browser does when the customer signs in or out: the cart follows the account
 * (docs/decisions/0013), every query and loader reads again as the new customer.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { ServerCart } from '~/api/contract/cart'
import { localizeHref } from '~/i18n/locale-path'
import { leavePage } from '~/lib/leave-page'
import { getLocale } from '~/paraglide/runtime.js'
import { showToastAfterReload, type ToastType } from '~/ui/toasts/toast-store'
import { useCartActions } from '~/features/cart/cart-context'
import { closeCartStorage } from '~/features/cart/cart-store'
import { clearStorageButUnsentWork } from '~/lib/unsent-work'

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
  }
}

/**
 * After sign-out or account deletion (the cookies already cleared by the server): local storage
 * goes (the cart with it; a driver's unsent round actions stay: src/lib/unsent-work.ts), then a
 * full load of the home page, so no answer about the customer stays in memory and no query of the
 * account runs again without its session.
 */
export function reloadSignedOut(notice: { type: ToastType; message: string }) {
  // A read or save of the cart still in flight would otherwise store it again before the page leaves.
  closeCartStorage()
  clearStorageButUnsentWork()
  showToastAfterReload(notice.type, notice.message)
  leavePage(localizeHref('/', getLocale()))
}
