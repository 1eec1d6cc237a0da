/**
 * A server function whose kit form also posts without scripts (docs/decisions/0054,
 * src/lib/form-post.ts). The same function serves the app (JSON, its answer as data) and the
 * plain form (its fields as text, its answer a page: ./form-post.server.ts): the same validation,
 * the same calls to the Shop API, the same protections (Start's CSRF check, which a same-origin
 * post passes; the API's captcha and rate limits). A signed-in browser's post without scripts has
 * no XSRF header and is refused (src/features/auth/xsrf-middleware.ts): the forms that post are
 * those of a visitor (sign-in, registration, reset, contact).
 */
import type { z } from 'zod'
import { FORM_POST_FIELDS } from '~/lib/form-post'
import { safeReturnPath } from '~/lib/return-path'

/** A form posted without scripts: which kit form, and the page it came from (a path of this shop). */
export type FormPost = { form: string; page: string }
/** What a server function taking both receives: the body, and the post when it came as a form. */
export type Sent<Body> = { body: Body; post?: FormPost }

/**
 * The validator of a server function whose kit form also posts without scripts. Typed for the
 * app's calls (JSON); the form's post reaches it as FormData at run time only.
 */
export function jsonOrFormPost<Schema extends z.ZodType>(schema: Schema) {
  return (sent: z.input<Schema>): Sent<z.output<Schema>> => {
    const input: unknown = sent
    if (!(input instanceof FormData)) return { body: schema.parse(input) }
    const fields: Record<string, string> = {}
    for (const [name, value] of input) if (typeof value === 'string' && !name.startsWith('_')) fields[name] = value
    const form = input.get(FORM_POST_FIELDS.form)
    return {
      body: schema.parse(fields),
      post: { form: typeof form === 'string' ? form.slice(0, 60) : '', page: safeReturnPath(input.get(FORM_POST_FIELDS.page)) },
    }
  }
}
