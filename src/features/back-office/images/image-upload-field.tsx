/**
 * An image field of a back-office form (products, brands, categories): the current image shown,
 * a new file sent at once (as a form) to be checked and converted by the Shop API, and its WebP
 * shown in its place; saved with the form. Refusals show under the field in the admin's
 * language. `removable`: the image may be taken away (a brand's; a product always has one).
 * Called inside `<form.AppField>`, whose value is the image or null.
 */
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import type { ImageKind } from '~/api/contract/admin-images'
import { m } from '~/paraglide/messages.js'
import { FileInput } from '~/ui/form/controls'
import { FieldError, useShopField } from '~/ui/form/form-hook'
import { uploadImageFn } from './images.functions'

/** Width and height are known for an upload; an image named by path alone has none. */
export type FieldImage = { url: string; width?: number; height?: number } | null

type Texts = { label: string; hint: string; alt: string; sent: string }

export function ImageUploadField({
  kind,
  canEdit,
  removable = false,
  texts,
  testId,
}: {
  kind: ImageKind
  canEdit: boolean
  removable?: boolean
  texts: Texts
  /** `<testId>` on the image, `<testId>-input` on the file input, `<testId>-remove` on the button. */
  testId: string
}) {
  const { id, name, value, error, hintId, errorId, setValue } = useShopField<FieldImage>()
  const upload = useServerFn(uploadImageFn)
  const [state, setState] = useState<{ busy: boolean; refusal: string | null; sent: boolean }>({ busy: false, refusal: null, sent: false })
  const send = async (file: File | undefined) => {
    if (!file) return
    setState({ busy: true, refusal: null, sent: false })
    const form = new FormData()
    form.append('file', file)
    form.append('kind', kind)
    const answer = await upload({ data: form })
    if (!answer.success) return setState({ busy: false, refusal: answer.errors.data?.[0] ?? answer.message, sent: false })
    setValue(answer.data)
    setState({ busy: false, refusal: null, sent: true })
  }
  const remove = () => {
    setValue(null)
    setState({ busy: false, refusal: null, sent: false })
  }
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {texts.label}
      </label>
      {value ? (
        <img
          src={value.url}
          alt={texts.alt}
          width={value.width}
          height={value.height}
          className="size-40 rounded-lg border border-slate-200 bg-white object-contain"
          data-testid={testId}
        />
      ) : null}
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-2">
          <FileInput
            id={id}
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={Boolean(error || state.refusal) || undefined}
            disabled={state.busy}
            onFile={(file) => void send(file)}
            className="text-sm"
            data-testid={`${testId}-input`}
          />
          {removable && value ? (
            <button
              type="button"
              onClick={remove}
              disabled={state.busy}
              className="rounded-lg border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-50"
              data-testid={`${testId}-remove`}
            >
              {m.bo_images_remove()}
            </button>
          ) : null}
        </div>
      ) : null}
      <p id={hintId} className="text-sm text-slate-600">
        {texts.hint}
      </p>
      <p aria-live="polite" className="text-sm">
        {state.busy ? m.bo_images_sending() : state.sent ? texts.sent : null}
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
