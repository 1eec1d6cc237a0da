/**
 * A phone's photo made small enough to wait in the queue and travel with its delivery
 * (docs/decisions/0087): drawn on a canvas at most 1024 px wide or high, WebP where the browser
 * writes it (JPEG elsewhere), smaller and smaller until its base64 fits the API's limit. The server
 * checks it again and makes the stored WebP.
 */
import { PROOF_MAX_BASE64 } from '~/api/contract/delivery-proof'

const STEPS = [
  { side: 1024, quality: 0.7 },
  { side: 800, quality: 0.6 },
  { side: 640, quality: 0.5 },
  { side: 480, quality: 0.45 },
]

export const base64Length = (dataUrl: string) => dataUrl.length - dataUrl.indexOf(',') - 1

/** A drawn signature: a PNG (sharp strokes), or a JPEG when a large screen makes the PNG too heavy. */
export function signatureImage(canvas: { toDataURL: (type: string, quality?: number) => string }): string {
  const png = canvas.toDataURL('image/png')
  return base64Length(png) <= PROOF_MAX_BASE64 ? png : canvas.toDataURL('image/jpeg', 0.8)
}

/** The photo as a `data:` URL that fits, or null when the browser cannot read it. */
export async function shrinkPhoto(file: File): Promise<string | null> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return null
  }
  const canvas = document.createElement('canvas')
  for (const { side, quality } of STEPS) {
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height))
    canvas.width = Math.round(bitmap.width * scale)
    canvas.height = Math.round(bitmap.height * scale)
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const webp = canvas.toDataURL('image/webp', quality)
    const shrunk = webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/jpeg', quality)
    if (base64Length(shrunk) <= PROOF_MAX_BASE64) return shrunk
  }
  return null
}
