/**
 * An image for a product, a brand or a category: it comes from the browser as a form (no base64
 * in the page) and goes on to the Shop API as base64 JSON with its kind (docs/decisions/0036);
 * the API checks the role (admins), the file by its content, and converts it.
 */
import { createServerFn } from '@tanstack/react-start'
import { IMAGE_KINDS, IMAGE_MAX_BYTES, type ImageKind, uploadedImageResponseSchema } from '~/api/contract/admin-images'
import { m } from '~/paraglide/messages.js'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

const isKind = (value: unknown): value is ImageKind => IMAGE_KINDS.includes(value as ImageKind)

export const uploadImageFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator((data: unknown) => {
    const file = data instanceof FormData ? data.get('file') : null
    const kind = data instanceof FormData ? data.get('kind') : null
    if (!(file instanceof File) || !isKind(kind)) throw new Error('expected a form with a file and its kind')
    return { file, kind }
  })
  .handler(async ({ data: { file, kind }, context }) => {
    // Refused here before it is read whole; the API checks again, by content.
    if (file.size > IMAGE_MAX_BYTES) {
      return { success: false as const, status: 413, message: m.api_image_too_large({ max: '5' }), errors: {} }
    }
    const data = Buffer.from(await file.arrayBuffer()).toString('base64')
    return answerOf(() => context.upstream.post('/api/admin/product-images', { schema: uploadedImageResponseSchema, body: { data, kind } }))
  })
