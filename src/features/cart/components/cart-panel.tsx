import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { CartIcon, CloseIcon } from '~/ui/icons'
import { BareSelect, TextControl } from '~/ui/form/controls'
import { useCart, useCartActions } from '~/features/cart/cart-context'
import { cartTotal } from '~/features/cart/cart-rules'
import { DepositAmounts } from '~/features/cart/deposit-amounts'

/** The cart panel, loaded the first time the cart is opened. */
export default function CartPanel({ onClose }: { onClose: () => void }) {
  const cart = useCart()
  const actions = useCartActions()
  const close = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    close.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  const server = cart.server_cart
  // The cart's own refusals (its lines, the city's minimum); what the checkout steps ask shows there.
  const lineMessages = server?.messages.filter((message) => message.field === 'products') ?? []
  return (
    <div className="fixed inset-0 z-40 flex justify-end bg-slate-900/40" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        data-testid="cart-panel"
        onClick={(event) => event.stopPropagation()}
        className="flex h-full w-full max-w-md flex-col bg-white shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 p-4">
          <h2 id="cart-title" className="text-lg font-extrabold text-brand-900">
            {m.cart_title()}
          </h2>
          <button ref={close} type="button" onClick={onClose} aria-label={m.cart_close()} className="rounded p-1 hover:bg-slate-100">
            <CloseIcon className="size-5" />
          </button>
        </div>
        {cart.items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center" data-testid="cart-empty">
            <CartIcon className="size-12 text-slate-300" />
            <p className="text-slate-600">{m.cart_empty()}</p>
            <Link to="/catalogue/$" params={{ _splat: '' }} onClick={onClose} className="font-semibold text-brand-700 hover:underline">
              {m.cart_empty_cta()}
            </Link>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-slate-100 overflow-y-auto px-4">
              {cart.items.map((item, index) => {
                const name = item.product.name
                const detail = server?.cart_details.find(
                  (line) => line.product_id === item.productId && line.product_attribute_id === item.product_attribute_id,
                )
                return (
                  <li key={`${item.productId}-${item.product_attribute_id}`} className="flex gap-3 py-3" data-testid="cart-line">
                    <img src={item.product.image.url} width={64} height={64} alt="" className="size-16 shrink-0 rounded-lg bg-slate-100" />
                    <div className="flex flex-1 flex-col gap-1">
                      <p className="font-semibold leading-tight">{name}</p>
                      {item.product.attributes.map((attribute) => (
                        <BareSelect
                          key={attribute.code}
                          aria-label={m.cart_variant_of({ name })}
                          value={item.selectedAttributes[attribute.code]?.id ?? ''}
                          onValueChange={(chosen) => {
                            const value = attribute.values.find((candidate) => candidate.id === Number(chosen))
                            if (value)
                              void actions.changeAttributes(index, {
                                ...item.selectedAttributes,
                                [attribute.code]: { id: value.id, value: value.label },
                              })
                          }}
                          options={attribute.values.map((value) => ({ value: String(value.id), label: value.label }))}
                          className="w-fit rounded border border-slate-300 px-1 py-0.5 text-sm"
                        />
                      ))}
                      <p className="text-xs text-slate-500">
                        <bdi dir="ltr" data-testid="cart-line-reference">
                          {item.reference}
                        </bdi>
                      </p>
                      {detail && !detail.available ? (
                        <p className="text-xs font-semibold text-amber-700">{m.product_unavailable()}</p>
                      ) : detail && !detail.in_stock ? (
                        <p className="text-xs font-semibold text-amber-700" data-testid="cart-line-out-of-stock">
                          {m.cart_line_out_of_stock()}
                        </p>
                      ) : null}
                      <div className="flex items-center justify-between gap-2">
                        <div className="flex items-center rounded-lg border border-slate-300">
                          <button
                            type="button"
                            aria-label={m.cart_decrease({ name })}
                            onClick={() => void actions.setQuantity(index, item.quantity - 1)}
                            className="px-2 py-1"
                          >
                            −
                          </button>
                          <TextControl
                            aria-label={m.cart_quantity_of({ name })}
                            inputMode="numeric"
                            value={item.quantity}
                            onValueChange={(typed) => {
                              const quantity = Number(typed)
                              if (Number.isInteger(quantity)) void actions.setQuantity(index, quantity)
                            }}
                            className="w-10 text-center"
                            dir="ltr"
                            data-testid="cart-line-quantity"
                          />
                          <button
                            type="button"
                            aria-label={m.cart_increase({ name })}
                            onClick={() => void actions.setQuantity(index, item.quantity + 1)}
                            className="px-2 py-1"
                          >
                            +
                          </button>
                        </div>
                        <span className="font-bold" data-testid="cart-line-total">
                          {formatMoney(item.variantPrice * item.quantity)}
                        </span>
                      </div>
                      <button
                        type="button"
                        onClick={() => void actions.remove(index)}
                        className="w-fit text-xs text-red-700 hover:underline"
                        aria-label={m.cart_remove({ name })}
                      >
                        {m.cart_remove({ name })}
                      </button>
                    </div>
                  </li>
                )
              })}
            </ul>
            <div className="space-y-2 border-t border-slate-200 p-4">
              {lineMessages.map((message) => (
                <p
                  key={message.code + message.message}
                  role="alert"
                  className="rounded bg-amber-50 p-2 text-sm text-amber-900"
                  data-testid="cart-message"
                >
                  {message.message}
                </p>
              ))}
              <p className="flex justify-between text-lg font-extrabold">
                <span>{server?.totals.deposit ? m.dep_amount_goods_total() : m.cart_total()}</span>
                <span data-testid="cart-total">{formatMoney(server?.totals.total ?? cartTotal(cart))}</span>
              </p>
              {server ? (
                <DepositAmounts deposit={server.totals.deposit} jugs={server.totals.deposit_jugs} total={server.totals.total} />
              ) : null}
              {server ? (
                <div className="text-sm text-slate-600" data-testid="cart-points">
                  <p className="flex justify-between">
                    <span>{m.cart_points_gained()}</span>
                    <span>{server.totals.gained_points}</span>
                  </p>
                  <p>{m.cart_points_after({ points: server.totals.cumulated_points })}</p>
                </div>
              ) : null}
              <Link
                to="/step-1"
                onClick={(event) => {
                  // Keyboard activation too: a blocked cart stays open with its messages.
                  if (lineMessages.length > 0) event.preventDefault()
                  else onClose()
                }}
                aria-disabled={lineMessages.length > 0}
                data-testid="cart-checkout"
                className="block rounded-lg bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700 aria-disabled:pointer-events-none aria-disabled:bg-slate-300"
              >
                {m.cart_checkout()}
              </Link>
              <button type="button" onClick={actions.clear} className="w-full text-sm text-slate-500 hover:underline">
                {m.cart_clear()}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  )
}
