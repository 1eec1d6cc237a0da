/**
 * An image uploaded from the back office (docs/decisions/0036), for a product, a brand or a
 * category: its real type read from its bytes (sharp's metadata, never the file's name), its size
 * and dimensions checked, then converted to WebP in the box its kind is shown in and twice it
 * (sharp screens), and stored under its hash in its kind's folder. Answers the URL, width and
 * height a save names. One pipeline for every kind; only the box differs.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { IMAGE_FOLDERS, IMAGE_MAX_BYTES, IMAGE_MAX_SIDE, IMAGE_MIN_SIDE, type ImageKind } from '~/api/contract/admin-images'
import { ApiError } from '~/api/http/errors'
import type { MediaStore } from '~/api/media/media-store'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'

/** The side of the square box the catalogue's cards and product page show (public/images/products are 480×480). */
export const PRODUCT_IMAGE_SIDE = 480

type Box = { width: number; height: number; fit: 'contain' | 'cover' }
/**
 * Each kind's box at its smaller size (the larger is twice it). A product and a brand's logo are
 * fitted whole on white, as the cards show them; a category's picture fills a 3:2 tile, cropped
 * around what sharp finds most interesting (the storefront does not show these yet: issue 17 §4).
 */
export const IMAGE_BOXES: Record<ImageKind, Box> = {
  product: { width: PRODUCT_IMAGE_SIDE, height: PRODUCT_IMAGE_SIDE, fit: 'contain' },
  brand: { width: 240, height: 240, fit: 'contain' },
  category: { width: 480, height: 320, fit: 'cover' },
}
const ACCEPTED = new Set(['jpeg', 'png', 'webp'])

const refuse = (status: 400 | 413, message: (locale: Locale) => string) =>
  new ApiError(status, message, (locale) => ({ data: [message(locale)] }))

export function decodeBase64(data: string): Uint8Array {
  const clean = data.replace(/^data:[^,]*,/, '').replace(/\s/g, '')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) throw refuse(400, (locale) => m.api_image_not_image({}, { locale }))
  return Buffer.from(clean, 'base64')
}

/** Refuses what is not a JPEG, PNG or WebP of an accepted size in bytes and pixels. */
async function checkImage(bytes: Uint8Array) {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw refuse(413, (locale) => m.api_image_too_large({ max: '5' }, { locale }))
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>
  try {
    // limitInputPixels: a small file claiming huge dimensions (a "pixel bomb") is refused before decoding.
    metadata = await sharp(bytes, { limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE }).metadata()
  } catch {
    throw refuse(400, (locale) => m.api_image_not_image({}, { locale }))
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format)) throw refuse(400, (locale) => m.api_image_not_image({}, { locale }))
  const { width = 0, height = 0 } = metadata
  if (width < IMAGE_MIN_SIDE || height < IMAGE_MIN_SIDE || width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) {
    throw refuse(400, (locale) => m.api_image_dimensions({ width, height, min: IMAGE_MIN_SIDE, max: IMAGE_MAX_SIDE }, { locale }))
  }
}

export async function storeImage(store: MediaStore, bytes: Uint8Array, kind: ImageKind) {
  await checkImage(bytes)
  const box = IMAGE_BOXES[kind]
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32)
  let shown: { url: string; width: number; height: number } | undefined
  for (const scale of [1, 2]) {
    const [width, height] = [box.width * scale, box.height * scale]
    // `contain` on white: the whole image, every card keeps its shape; `cover`: the tile filled.
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE })
      .rotate()
      .resize(width, height, box.fit === 'contain' ? { fit: 'contain', background: '#ffffff' } : { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
    const key = `${IMAGE_FOLDERS[kind]}/${hash}-${width}.webp`
    await store.put(key, data, 'image/webp')
    shown ??= { url: store.url(key), width: info.width, height: info.height }
  }
  return shown!
}

export const storeProductImage = (store: MediaStore, bytes: Uint8Array) => storeImage(store, bytes, 'product')
