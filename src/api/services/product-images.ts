/**
 * A product image uploaded from the back office (docs/decisions/0036): its real type read from
 * its bytes (sharp's metadata, never the file's name), its size and dimensions checked, then
 * converted to WebP in the storefront's size and twice it (sharp screens), and stored under its
 * hash. Answers the URL, width and height a product save names.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE, IMAGE_MIN_SIDE } from '~/api/contract/admin-products'
import { ApiError } from '~/api/http/errors'
import type { MediaStore } from '~/api/media/media-store'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'

/** The side of the square box the catalogue's cards and product page show (public/images/products are 480×480). */
export const PRODUCT_IMAGE_SIDE = 480
const SIZES = [PRODUCT_IMAGE_SIDE, PRODUCT_IMAGE_SIDE * 2]
const ACCEPTED = new Set(['jpeg', 'png', 'webp'])

const refuse = (status: 400 | 413, message: (locale: Locale) => string) =>
  new ApiError(status, message, (locale) => ({ data: [message(locale)] }))

export function decodeBase64(data: string): Uint8Array {
  const clean = data.replace(/^data:[^,]*,/, '').replace(/\s/g, '')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) throw refuse(400, (locale) => m.api_image_not_image({}, { locale }))
  return Buffer.from(clean, 'base64')
}

export async function storeProductImage(store: MediaStore, bytes: Uint8Array) {
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
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32)
  let shown: { url: string; width: number; height: number } | undefined
  for (const side of SIZES) {
    // Fitted inside the square on white: every card keeps its shape, nothing is cut off.
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE })
      .rotate()
      .resize(side, side, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
    const key = `products/${hash}-${side}.webp`
    await store.put(key, data, 'image/webp')
    shown ??= { url: store.url(key), width: info.width, height: info.height }
  }
  return shown!
}
