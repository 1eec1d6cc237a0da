/**
 * The product's image: the current one shown, a new file sent at once (as a form) to be checked
 * and converted by the Shop API, and its WebP shown in its place; saved with the product.
 */
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { m } from '~/paraglide/messages.js'
import { FieldError, useShopField } from '~/ui/form/form-hook'
import { uploadProductImageFn } from '~/features/back-office/products/products.functions'

type Image = { url: string; width: number; height: number } | null

export function ProductImageField({ canEdit }: { canEdit: boolean }) {
  const { id, name, value, error, hintId, errorId, setValue } = useShopField<Image>()
  const upload = useServerFn(uploadProductImageFn)
  const [state, setState] = useState<{ busy: boolean; refusal: string | null; sent: boolean }>({ busy: false, refusal: null, sent: false })
  const send = async (file: File | undefined) => {
    if (!file) return
    setState({ busy: true, refusal: null, sent: false })
    const form = new FormData()
    form.append('file', file)
    const answer = await upload({ data: form })
    if (!answer.success) return setState({ busy: false, refusal: answer.errors.data?.[0] ?? answer.message, sent: false })
    setValue(answer.data)
    setState({ busy: false, refusal: null, sent: true })
  }
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {m.bo_products_image()}
      </label>
      {value ? (
        <img
          src={value.url}
          alt={m.bo_products_image_alt()}
          width={value.width}
          height={value.height}
          className="size-40 rounded-lg border border-slate-200 bg-white object-contain"
          data-testid="bo-product-image"
        />
      ) : null}
      {canEdit ? (
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${hintId} ${errorId}`}
          aria-invalid={Boolean(error || state.refusal) || undefined}
          disabled={state.busy}
          onChange={(event) => void send(event.target.files?.[0])}
          className="text-sm"
          data-testid="bo-product-image-input"
        />
      ) : null}
      <p id={hintId} className="text-sm text-slate-600">
        {m.bo_products_image_hint()}
      </p>
      <p aria-live="polite" className="text-sm">
        {state.busy ? m.bo_products_image_sending() : state.sent ? m.bo_products_image_sent() : null}
      </p>
      {state.refusal ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {state.refusal}
        </p>
      ) : null}
      <FieldError id={errorId} name={name} error={error} />
    </div>
  )
}
