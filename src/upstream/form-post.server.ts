/**
 * How a server function answers its kit form posted without scripts (docs/decisions/0054,
 * src/lib/form-post.ts; its validator: ./form-post.ts): a redirect when done, the page again when
 * refused.
 */
import { setCookie } from '@tanstack/react-start/server'
import { appConfig } from '#app-config'
import { localeOfPath, localizeHref } from '~/i18n/locale-path'
import { FORM_PAGE_HEADER, FORM_REFUSED_HEADER, FORM_RESULT_COOKIE, encodeFormResult } from '~/lib/form-post'
import { safeReturnPath } from '~/lib/return-path'
import { cookiePolicyOf, shopCookieAttributes } from '~/lib/shop-cookies'
import type { Refusal } from '~/lib/refusal'
import type { FormPost } from './form-post'

/**
 * Done: the redirect (303, so the next page is a GET) to `next`, a path in the page's language
 * (else the page the form was sent from), with `success` told there once.
 */
export function postDone(post: FormPost, { next, success }: { next?: string; success?: string } = {}): never {
  if (success) {
    setCookie(
      FORM_RESULT_COOKIE,
      encodeFormResult({ form: post.form, values: {}, success }),
      shopCookieAttributes(cookiePolicyOf(appConfig()), { httpOnly: true, maxAge: 60 }),
    )
  }
  const location =
    next === undefined ? post.page : localizeHref(safeReturnPath(next), localeOfPath(new URL(post.page, 'http://local').pathname))
  throw new Response(null, { status: 303, headers: { Location: location } })
}

/**
 * Refused: the edge renders the form's page again (src/server.ts) with what was sent, except the
 * fields named `secret` (passwords, the captcha's answer), and the refusal under its fields.
 */
export function postRefused(
  post: FormPost,
  sent: Record<string, unknown>,
  refusal: Pick<Refusal, 'message' | 'errors'>,
  secret: readonly string[] = [],
): never {
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(sent)) if (typeof value === 'string' && !secret.includes(name)) values[name] = value
  const result = encodeFormResult({ form: post.form, values, message: refusal.message, errors: refusal.errors })
  throw new Response(null, { status: 400, headers: { [FORM_REFUSED_HEADER]: result, [FORM_PAGE_HEADER]: post.page } })
}

/**
 * The answer of a server function to its form posted without scripts: done goes on to `next` (or
 * tells `success` on its page), refused shows its page again with what was sent, `secret` left out.
 */
export function answerPost<Answer extends { success: true }>(
  post: FormPost,
  sent: Record<string, unknown>,
  answer: Answer | Refusal,
  done: (answer: Answer) => { next?: string; success?: string },
  secret: readonly string[] = [],
): never {
  if (!answer.success) postRefused(post, sent, answer, secret)
  postDone(post, done(answer))
}
