/**
 * The proof of delivery in the driver's "Livré" form (docs/decisions/0087): who took it, and
 * their signature drawn on the screen (signature_pad: pointer events, finger or mouse) or a photo
 * from the phone's camera, shrunk on the phone. What it holds is read by the form through
 * `proofRef` when the delivery is queued; nothing here is sent by itself.
 */
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import SignaturePad from 'signature_pad'
import { RECIPIENT_MAX } from '~/api/contract/delivery-proof'
import { m } from '~/paraglide/messages.js'
import { FileInput, TextControl } from '~/ui/form/controls'
import { FieldError, controlClass } from '~/ui/form/field-frame'
import type { RoundAction } from '~/features/back-office/deliveries/round-queue'
import { shrinkPhoto, signatureImage } from '~/features/back-office/deliveries/shrink-photo'

export type ProofValue = Pick<RoundAction, 'recipientName' | 'proof'>

const SIGNATURE_HEIGHT = 180

/** A canvas as wide as its box, sharp on the phone's screen: signature_pad draws in CSS pixels. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad) {
  // Twice the CSS pixels at most: a signature needs no more, and stays light in the queue.
  const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2)
  canvas.width = canvas.offsetWidth * ratio
  canvas.height = SIGNATURE_HEIGHT * ratio
  canvas.getContext('2d')?.scale(ratio, ratio)
  pad.clear()
}

export function DeliveryProofFields({ proofRef }: { proofRef: RefObject<ProofValue> }) {
  const id = useId()
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const padRef = useRef<SignaturePad | null>(null)
  const [name, setName] = useState('')
  const [signed, setSigned] = useState(false)
  const [photo, setPhoto] = useState<string | null>(null)
  const [photoError, setPhotoError] = useState('')

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    // White, not transparent: the stored WebP is flattened on white anyway.
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255,255,255)', penColor: 'rgb(15,23,42)' })
    padRef.current = pad
    fitCanvas(canvas, pad)
    const signedNow = () => {
      setSigned(true)
      proofRef.current = { ...proofRef.current, proof: { kind: 'signature', data: signatureImage(pad) } }
    }
    pad.addEventListener('endStroke', signedNow)
    return () => {
      pad.removeEventListener('endStroke', signedNow)
      pad.off()
    }
  }, [proofRef])

  const clearSignature = () => {
    padRef.current?.clear()
    setSigned(false)
    proofRef.current = { recipientName: proofRef.current.recipientName, proof: photo ? { kind: 'photo', data: photo } : undefined }
  }

  const takePhoto = async (file: File | undefined) => {
    setPhotoError('')
    const shrunk = file ? await shrinkPhoto(file) : null
    if (file && !shrunk) setPhotoError(m.pod_proof_photo_invalid())
    setPhoto(shrunk)
    // A signature, when there is one, is the proof; a photo stands in for it otherwise.
    if (!signed) proofRef.current = { ...proofRef.current, proof: shrunk ? { kind: 'photo', data: shrunk } : undefined }
  }

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-emerald-200 bg-white p-3" data-testid="delivery-proof">
      <legend className="px-1 text-sm font-semibold text-slate-800">{m.pod_proof_legend()}</legend>
      <label htmlFor={`${id}-name`} className="text-sm font-semibold text-slate-800">
        {m.pod_proof_recipient()}
      </label>
      <TextControl
        id={`${id}-name`}
        value={name}
        maxLength={RECIPIENT_MAX}
        autoComplete="off"
        className={controlClass()}
        onValueChange={(typed) => {
          setName(typed)
          proofRef.current = { ...proofRef.current, recipientName: typed.trim() || undefined }
        }}
      />
      <p id={`${id}-sign-hint`} className="text-sm font-semibold text-slate-800">
        {m.pod_proof_signature()} <span className="font-normal text-slate-600">— {m.pod_proof_signature_hint()}</span>
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={m.pod_proof_signature()}
        aria-describedby={`${id}-sign-hint`}
        data-testid="signature-pad"
        data-signed={signed}
        className="w-full touch-none rounded border border-dashed border-slate-400 bg-white"
        style={{ height: SIGNATURE_HEIGHT }}
      />
      <button type="button" onClick={clearSignature} className="self-start text-sm text-brand-700 underline">
        {m.pod_proof_clear()}
      </button>
      {/* The browser's own file button speaks its language, not the page's: the label is the button. */}
      <FileInput
        id={`${id}-photo`}
        accept="image/*"
        capture="environment"
        className="peer sr-only"
        onFile={(file) => void takePhoto(file)}
      />
      <label
        htmlFor={`${id}-photo`}
        className="cursor-pointer rounded-lg text-center border border-brand-500 px-4 py-2 font-semibold text-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500"
      >
        {m.pod_proof_photo()}
      </label>
      {photo && (
        <p role="status" className="text-sm text-emerald-800">
          {m.pod_proof_photo_taken()}
        </p>
      )}
      <FieldError id={`${id}-photo-error`} name="proof" error={photoError} />
    </fieldset>
  )
}
