/**
 * A catalogue file sent to be previewed or applied (docs/decisions/0081): it comes from the
 * browser as a form (the file itself, not base64 in the page) and goes on to the Shop API as base64
 * JSON; the API checks the role (admins), reads the file and answers the preview or the refusal.
 * Before the form is read, src/server/image-upload-gate.ts lets only an admin's session through.
 */
import { createServerFn } from '@tanstack/react-start'
import { IMPORT_KINDS, IMPORT_MAX_BYTES, type ImportKind, importResponseSchema } from '~/api/contract/admin-imports'
import { m } from '~/paraglide/messages.js'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

const isKind = (value: unknown): value is ImportKind => IMPORT_KINDS.includes(value as ImportKind)

export const importFileFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator((data: unknown) => {
    const form = data instanceof FormData ? data : null
    const file = form?.get('file')
    const kind = form?.get('kind')
    const fingerprint = form?.get('fingerprint')
    if (!(file instanceof File) || !isKind(kind)) throw new Error('expected a form with a file and its kind')
    return {
      file,
      kind,
      apply: form?.get('apply') === '1',
      fingerprint: typeof fingerprint === 'string' && fingerprint ? fingerprint : null,
    }
  })
  .handler(async ({ data: { file, kind, apply, fingerprint }, context }) => {
    // Refused here before it is read whole; the API checks again.
    if (file.size > IMPORT_MAX_BYTES) {
      return { success: false as const, status: 413, message: m.imp_file_too_large({ max: '5' }), errors: {} }
    }
    const data = Buffer.from(await file.arrayBuffer()).toString('base64')
    return answerOf(() =>
      context.upstream.post(`/api/admin/imports/${kind}`, {
        schema: importResponseSchema,
        body: { file_name: file.name, data, apply, fingerprint },
      }),
    )
  })
