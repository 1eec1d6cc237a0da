/**
 * The storefront's side of signing in and out: each calls the Shop API through the upstream
 * client, then keeps the session in cookies (session-cookies.server.ts). Refusals come back as
 * the one refusal (`~/lib/refusal`: `{ success: false, status, message, errors }`) for the form
 * to show under its fields; failures throw.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { log } from '~/lib/logger.server'
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  registrationBodySchema,
  registrationConfirmBodySchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
  secondFactorSignInBodySchema,
  sessionResponseSchema,
  signInAnswerSchema,
  signInBodySchema,
  tokenResponseSchema,
} from '~/api/contract/auth'
import { saveCartBodySchema } from '~/api/contract/cart'
import { readReturnTo } from './auth-search'
import type { Refusal } from '~/lib/refusal'
import { refusalOf } from '~/upstream/answers'
import { m } from '~/paraglide/messages.js'
import { jsonOrFormPost } from '~/upstream/form-post'
import { answerPost } from '~/upstream/form-post.server'
import { shopMiddleware } from '~/upstream/middleware'
import {
  clearSessionCookies,
  forgetSecondFactorChallenge,
  keepSecondFactorChallenge,
  secondFactorChallenge,
  setSessionCookies,
  takeOutsideSignInSession,
} from '~/upstream/session-cookies.server'

/** Where the page a form was posted from sends a signed-in customer: its `?redirect=`, else `fallback`. */
const returnToOf = (page: string, fallback: string) =>
  readReturnTo(Object.fromEntries(new URL(page, 'http://local').searchParams)).redirect ?? fallback

/** A refusal of the API (4xx) for the form; anything else is a failure and throws. */
export async function refusalOr<T>(call: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await call()
  } catch (error) {
    return refusalOf(error)
  }
}

export const signInFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(jsonOrFormPost(signInBodySchema))
  .handler(async ({ data: { body, post }, context }) => {
    const answer = await refusalOr(async () => {
      const { data } = await context.upstream.post('login', { schema: signInAnswerSchema, body })
      // An account with a second factor: no session yet, the code step comes (docs/decisions/0060).
      if ('challenge' in data) {
        keepSecondFactorChallenge(data.challenge)
        return { success: true as const, secondFactor: true as const }
      }
      setSessionCookies(data)
      return { success: true as const, secondFactor: false as const, user: data.user, cart: data.cart }
    })
    if (post)
      answerPost(post, body, answer, (done) => ({ next: done.secondFactor ? codeStepOf(post.page) : returnToOf(post.page, '/') }), [
        'password',
      ])
    return answer
  })

/** The sign-in page's code step, keeping its return path (a form posted without scripts lands there). */
const codeStepOf = (page: string) => {
  const url = new URL(page, 'http://local')
  url.searchParams.set('step', 'code')
  return `${url.pathname}${url.search}`
}

/** The code step: the challenge kept in its HttpOnly cookie, with a code of the app or a recovery code. */
export const secondFactorSignInFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(jsonOrFormPost(secondFactorSignInBodySchema.omit({ challenge: true })))
  .handler(async ({ data: { body, post }, context }) => {
    const answer = await refusalOr(async () => {
      const challenge = secondFactorChallenge() ?? ''
      const { data: session } = await context.upstream.post('login/second-factor', {
        schema: sessionResponseSchema,
        body: { ...body, challenge },
      })
      forgetSecondFactorChallenge()
      setSessionCookies(session)
      return { success: true as const, user: session.user, cart: session.cart }
    })
    if (post) answerPost(post, body, answer, () => ({ next: returnToOf(post.page, '/') }), ['code'])
    return answer
  })

/** Registration sends a link by e-mail (docs/decisions/0022): the same answer for a taken address. */
export const registerFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(jsonOrFormPost(registrationBodySchema))
  .handler(async ({ data: { body, post }, context }) => {
    const answer = await refusalOr(async () => {
      const sent = await context.upstream.post('register', { schema: messageResponseSchema, body })
      return { success: true as const, message: sent.message }
    })
    if (post) answerPost(post, body, answer, ({ message }) => ({ success: message }))
    return answer
  })

/** The link's page: the password chosen, the new customer is signed in. */
export const confirmRegistrationFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(jsonOrFormPost(registrationConfirmBodySchema))
  .handler(async ({ data: { body, post }, context }) => {
    const answer = await refusalOr(async () => {
      const { data: session } = await context.upstream.post('register/confirm', { schema: sessionResponseSchema, body })
      setSessionCookies(session)
      return { success: true as const, user: session.user, cart: session.cart }
    })
    if (post) answerPost(post, body, answer, () => ({ next: returnToOf(post.page, '/espace') }), ['password'])
    return answer
  })

export const forgotPasswordFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(jsonOrFormPost(forgotPasswordBodySchema))
  .handler(async ({ data: { body, post }, context }) => {
    const answer = await refusalOr(async () => {
      const sent = await context.upstream.post('forgot-password', { schema: messageResponseSchema, body })
      return { success: true as const, message: sent.message }
    })
    if (post) answerPost(post, body, answer, ({ message }) => ({ success: message }))
    return answer
  })

export const resetPasswordFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(jsonOrFormPost(resetPasswordBodySchema))
  .handler(async ({ data: { body, post }, context }) => {
    const answer = await refusalOr(async () => {
      const done = await context.upstream.post('reset-password', { schema: resetPasswordResponseSchema, body })
      // Every session of the account ended, this browser's included; the owner comes back signed in
      // (docs/decisions/0066), unless the account has a second factor, asked at the sign-in page.
      clearSessionCookies()
      if (done.data) setSessionCookies(done.data)
      return { success: true as const, message: done.message, signedIn: done.data !== undefined }
    })
    if (post) answerPost(post, body, answer, ({ message }) => ({ success: message }), ['password'])
    return answer
  })

export const changePasswordFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(changePasswordBodySchema)
  .handler(({ data, context }) =>
    refusalOr(async () => {
      const answer = await context.upstream.post('change-password', { schema: tokenResponseSchema, body: data })
      // The other sessions ended; this browser continues with the new one.
      setSessionCookies(answer.data)
      return { success: true as const, message: answer.message }
    }),
  )

/** The server ends the session, then the browser forgets it (even when the call failed). */
export const signOutFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => {
    try {
      await context.upstream.post('/api/logout', { schema: messageResponseSchema, body: {} })
      return { success: true as const }
    } catch (error) {
      log.error({ err: error }, '[auth] sign-out call failed')
      return { success: false as const, status: 502, message: m.auth_sign_out_failed(), errors: {} }
    } finally {
      clearSessionCookies()
    }
  })

/** The end of an outside sign-in: better-auth's cookie becomes the shop's session. */
export const finishOutsideSignInFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ cart: saveCartBodySchema.optional() }))
  .handler(async ({ data, context }) => {
    const session = takeOutsideSignInSession()
    if (!session) return { success: false as const, status: 401, message: m.auth_oauth_failed(), errors: {} }
    return refusalOr(async () => {
      const { data: answer } = await context.upstream.post('oauth/finish', {
        schema: sessionResponseSchema,
        body: { session, cart: data.cart },
      })
      setSessionCookies(answer)
      return { success: true as const, user: answer.user, cart: answer.cart }
    })
  })
