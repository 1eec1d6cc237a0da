/**
 * A proof of delivery's image (docs/decisions/0087): the signature drawn on the driver's screen or
 * the photo their camera took, checked by its content as product images are (sharp, never the
 * name), turned the right way up, fitted in 800 px, flattened on white and stored as WebP under
 * its hash in the media store's `proofs/` folder, which `/media/` never serves: staff read it
 * through `GET /api/admin/orders/{reference}/proof.webp` only.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { ApiError } from '~/api/http/errors'
import type { MediaStore } from '~/api/media/media-store'
import { decodeBase64 } from '~/api/services/catalogue/product-images'
import { m } from '~/paraglide/messages.js'

export const PROOF_FOLDER = 'proofs'
const PROOF_SIDE = 800
/** The largest picture a phone sends; a file claiming more pixels is refused before it is decoded. */
const MAX_INPUT_SIDE = 6000
const ACCEPTED = new Set(['jpeg', 'png', 'webp'])

const notAnImage = () =>
  new ApiError(
    400,
    (locale) => m.api_image_not_image({}, { locale }),
    (locale) => ({ proof: [m.api_image_not_image({}, { locale })] }),
  )

/** Stores the image and answers its media key (`proofs/<hash>.webp`). */
export async function storeProofImage(store: MediaStore, base64: string): Promise<string> {
  const bytes = decodeBase64(base64)
  // sharp throws at once on no bytes, before any promise could catch it.
  if (bytes.length === 0) throw notAnImage()
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_SIDE * MAX_INPUT_SIDE })
  const metadata = await input()
    .metadata()
    .catch(() => null)
  if (!metadata?.format || !ACCEPTED.has(metadata.format)) throw notAnImage()
  // A header that reads well over a body that does not (a photo cut off in the queue) is not an image either.
  const webp = await input()
    .rotate()
    .resize(PROOF_SIDE, PROOF_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 80 })
    .toBuffer()
    .catch(() => {
      throw notAnImage()
    })
  const key = `${PROOF_FOLDER}/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`
  await store.put(key, webp, 'image/webp', { private: true })
  return key
}
