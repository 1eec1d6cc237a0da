import { useStore } from '@tanstack/react-store'
import { lazy, Suspense, useRef } from 'react'
import { m } from '~/paraglide/messages.js'
import { CartIcon } from '~/ui/icons'
import { useCartCount } from '~/features/cart/cart-context'
import { cartPanelStore, closeCartPanel, openCartPanel } from '~/features/cart/cart-panel-state'

// The panel's code loads when the cart is first opened, not with every page.
const CartPanel = lazy(() => import('./cart-panel'))

/** The header's cart button, with the item count, opening the cart panel. */
export function CartButton() {
  // 0 while the button hydrates, as the server rendered it; the stored cart's count right after.
  const count = useCartCount()
  const open = useStore(cartPanelStore, (state) => state.open)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={openCartPanel}
        aria-label={m.cart_open({ count })}
        data-testid="cart-button"
        className="relative rounded-lg p-2 text-slate-700 hover:bg-brand-50"
      >
        <CartIcon className="size-5" />
        <span
          data-testid="cart-count"
          className={`absolute -end-0.5 -top-0.5 min-w-4 rounded-full px-1 text-center text-[10px] leading-4 font-bold text-white ${count ? 'bg-brand-600' : 'bg-slate-300'}`}
        >
          {count}
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CartPanel
            onClose={() => {
              closeCartPanel()
              button.current?.focus()
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
