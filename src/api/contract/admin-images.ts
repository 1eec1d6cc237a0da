/**
 * Images uploaded from the back office (docs/decisions/0036): one upload, `POST
 * /admin/product-images`, for products, brands and categories (`kind`), checked and converted
 * by one pipeline (src/api/services/catalogue/product-images.ts). What a brand or category may then name.
 */
import { z } from '@hono/zod-openapi'
import { successSchema } from './common'

/** Upload limits, the same for every kind. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const IMAGE_MIN_SIDE = 400
export const IMAGE_MAX_SIDE = 6000
/** The base64 text of the largest accepted file, with room for its padding. */
export const IMAGE_MAX_BASE64 = Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 4

export const IMAGE_KINDS = ['product', 'brand', 'category'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]
/** The media store's folder of each kind. */
export const IMAGE_FOLDERS = { product: 'products', brand: 'brands', category: 'categories' } as const satisfies Record<ImageKind, string>

export const imageUploadSchema = z
  .object({
    /** The file's bytes in base64 (no `data:` prefix). */
    data: z.string().min(1),
    kind: z.enum(IMAGE_KINDS).default('product').openapi({ description: 'Whose image: its folder and sizes (a product by default)' }),
  })
  .openapi('ImageUpload', { description: 'A JPEG, PNG or WebP file of at most 5 MB, 400×400 to 6000×6000 pixels, in base64' })

export const uploadedImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })
export type UploadedImage = z.infer<typeof uploadedImageSchema>
export const uploadedImageResponseSchema = successSchema(uploadedImageSchema).openapi('ImageUploaded')

/**
 * What the shop serves itself: an upload's URL (`/media/<folder>/<hash>-<width>.webp`, made by
 * the pipeline) or one of the site's public images (`/images/…webp`). Never an outside address:
 * the CSP keeps images on this site, and no one else's server is hot-linked.
 */
export const STORED_IMAGE_PATH =
  /^\/(?:media\/(?:products|brands|categories)\/[0-9a-f]{32}-[0-9]{2,4}|images(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+)\.webp$/
