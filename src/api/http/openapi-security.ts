/**
 * What an OpenAPI route declares about the session it needs (docs/decisions/0055). The Shop API
 * knows one credential: the session token, sent as `Authorization: Bearer <token>` (sign-in,
 * registration and outside sign-in answer it). The `X-XSRF-TOKEN` header the storefront sends
 * with it is checked by the storefront's own server functions, never by this API, so no operation
 * declares it.
 */
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi'
import type { ApiEnv } from './env'

const SESSION_TOKEN = 'sessionToken'
type Requirements = NonNullable<RouteConfig['security']>

/** A customer's session (under /api/admin, a staff member's): 401 without a live one. */
export const signedIn: Requirements = [{ [SESSION_TOKEN]: [] }]
/** Visitors and customers alike; with a session the answer is the customer's own (their cart, their city). */
export const sessionOptional: Requirements = [{}, { [SESSION_TOKEN]: [] }]
/** Reads no session: the same answer for everyone. */
export const noSession: Requirements = []

export function registerSessionToken(app: OpenAPIHono<ApiEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', SESSION_TOKEN, {
    type: 'http',
    scheme: 'bearer',
    description:
      "A session's token, from the answer of `signIn`, `confirmRegistration`, `finishOAuthSignIn` or `changePassword`; it ends with `signOut`, after its lifetime, or when the account is disabled.",
  })
}
