import { useState } from 'react'
import type { Product } from '~/api/contract/product'
import { m } from '~/paraglide/messages.js'
import { CartIcon } from '~/ui/icons'
import { markFormHydrated } from '~/ui/form/form-hydrated'
import { TextControl } from '~/ui/form/controls'
import { useCartActions } from './cart-context'
import type { SelectedAttributes } from './cart-rules'

/** Quantity and "Ajouter au panier" for the choice shown on the product page (disabled when it is sold out). */
export function AddToCart({ product, selected, soldOut }: { product: Product; selected: SelectedAttributes; soldOut: boolean }) {
  const [quantity, setQuantity] = useState(1)
  const actions = useCartActions()
  return (
    // `post`: pressed before the page hydrates, the add waits for it (src/ui/actions-before-hydration.ts).
    <form
      ref={markFormHydrated}
      method="post"
      className="flex items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        void actions.add(product, selected, quantity)
      }}
    >
      <label className="text-sm">
        <span className="mb-1 block">{m.product_quantity()}</span>
        <TextControl
          type="number"
          min={1}
          max={99}
          value={quantity}
          onValueChange={(typed) => setQuantity(quantityOf(typed))}
          className="w-20 rounded-lg border border-slate-300 px-3 py-2"
          dir="ltr"
        />
      </label>
      <button
        type="submit"
        disabled={!product.available || soldOut}
        data-testid="add-to-cart"
        className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
      >
        <CartIcon className="size-5" />
        {m.product_add_to_cart()}
      </button>
    </form>
  )
}

/** A quantity from 1 to 99, whatever was typed (before the page hydrated too: TextControl keeps it). */
const quantityOf = (typed: string) => Math.max(1, Math.min(99, Math.floor(Number(typed)) || 1))

/** The quick "add" of a product card: fetches the product for the city, then adds its first choice. */
export function QuickAdd({ productId, name }: { productId: number; name: string }) {
  const actions = useCartActions()
  return (
    <button
      type="button"
      onClick={() => void actions.addById(productId)}
      aria-label={`${m.product_add_to_cart()} : ${name}`}
      data-testid="quick-add"
      className="relative z-10 mt-2 inline-flex items-center justify-center gap-1 rounded-lg border border-brand-600 px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <CartIcon className="size-4" />
      {m.product_add_to_cart()}
    </button>
  )
}
