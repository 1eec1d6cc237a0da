/**
 * Sign-in with an outside provider (OpenID Connect / OAuth 2 with state, PKCE and nonce, all by
 * better-auth). The browser goes to `GET /api/oauth/{provider}`, which sets better-auth's signed
 * state cookie and sends it to the provider; the provider comes back to better-auth's callback
 * (`/api/auth/callback/{provider}`), which ends on the storefront's `/oauth` page. That page
 * turns better-auth's short-lived cookie into the shop's session (`POST /api/{locale}/oauth/finish`).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { publicConfig } from '#app-config'
import { safeReturnPath } from '~/lib/return-path'
import { m } from '~/paraglide/messages.js'
import { shopAuth } from '~/api/auth/auth'
import { shopLink } from '~/api/mail/compose'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { ApiError } from '~/api/http/errors'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { noSession } from '~/api/http/openapi-security'

const startRoute = createRoute({
  method: 'get',
  path: '/oauth/{provider}',
  operationId: 'startOAuthSignIn',
  security: noSession,
  summary: 'Starts a sign-in with an outside provider (redirects to it)',
  request: {
    params: z.object({ provider: z.string().max(20) }),
    query: z.object({ lang: localeSchema.optional(), redirect: z.string().max(500).optional() }),
  },
  responses: {
    302: { description: 'To the provider' },
    404: refusalResponse('No such provider'),
    503: refusalResponse('The provider cannot be reached now (its discovery document could not be read)'),
  },
})

export function registerOAuth(app: OpenAPIHono<ApiEnv>) {
  app.openapi(startRoute, async (c) => {
    const { provider } = c.req.valid('param')
    const { lang = 'fr', redirect } = c.req.valid('query')
    if (!publicConfig().signInProviders.includes(provider as 'google')) {
      throw new ApiError(404, (locale) => m.auth_error_provider_unknown({}, { locale }))
    }
    const back = encodeURIComponent(safeReturnPath(redirect))
    const auth = await shopAuth(await c.var.db())
    const answer = await auth.api.signInSocial({
      body: {
        provider,
        callbackURL: shopLink(lang, `/oauth?redirect=${back}`),
        errorCallbackURL: shopLink(lang, `/oauth?redirect=${back}`),
        // Read back when the sign-in makes a new customer (databaseHooks in auth.ts).
        additionalData: { locale: lang },
      },
      headers: new Headers({ 'user-agent': c.req.header('user-agent') ?? '' }),
      asResponse: true,
    })
    // Configured, but its discovery document could not be read (src/api/auth/auth-log.ts warned once).
    if (answer.status === 404) throw new ApiError(503, (locale) => m.auth_error_provider_unknown({}, { locale }))
    const { url } = (await answer.json()) as { url?: string }
    if (!answer.ok || !url) throw new Error(`The sign-in with ${provider} could not start (${answer.status})`)
    const response = c.redirect(url, 302)
    for (const cookie of answer.headers.getSetCookie()) response.headers.append('Set-Cookie', cookie)
    return response
  })

  // better-auth checks the state cookie, exchanges the code with the PKCE verifier, verifies the
  // ID token (issuer, audience, expiry, nonce) and links or creates the customer.
  app.on(['GET', 'POST'], '/auth/callback/:provider', async (c) => {
    const auth = await shopAuth(await c.var.db())
    return auth.handler(c.req.raw)
  })
}
