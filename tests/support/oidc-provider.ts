/**
 * A small OpenID Connect provider for tests, on 127.0.0.1 (a random port unless one is given). It has no login
 * page: `/authorize` sends the browser straight back with a code for the user the test chose
 * (`signInAs`). `/token` checks the client, the code, its `redirect_uri` and the PKCE verifier
 * (S256) like a real provider, and signs the ID token with RS256. `misbehave()` makes the next
 * ID tokens wrong in one way, for the attack cases.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'

export type OidcUser = {
  sub: string
  email: string
  email_verified: boolean
  given_name: string
  family_name: string
}

/** Ways the next ID tokens go wrong (all off by default). */
export type Misbehaviour = {
  /** `iss` of another issuer. */
  issuer?: string
  /** `aud` of another client. */
  audience?: string
  /** `exp` (and `iat`) an hour in the past. */
  expired?: boolean
  /** Signed by a key that is not in the JWKS (with the published key's `kid`). */
  otherKey?: boolean
  /** No `nonce` claim. */
  dropNonce?: boolean
  /** `alg: none`, no signature. */
  unsigned?: boolean
}

type Grant = {
  user: OidcUser
  clientId: string
  redirectUri: string
  codeChallenge: string | undefined
  codeChallengeMethod: string | undefined
  nonce: string | undefined
  used: boolean
}

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>

export async function startOidcProvider({ clientId, clientSecret, port = 0 }: { clientId: string; clientSecret: string; port?: number }) {
  const kid = 'test-key-1'
  const signing = await generateKeyPair('RS256', { extractable: true })
  const stranger = await generateKeyPair('RS256', { extractable: true })
  const publicJwk: JWK = { ...(await exportJWK(signing.publicKey)), kid, alg: 'RS256', use: 'sig' }

  const grants = new Map<string, Grant>()
  const accessTokens = new Map<string, OidcUser>()
  let nextUser: OidcUser | undefined
  let misbehaviour: Misbehaviour = {}
  /** Why the token endpoint last refused a request (for the tests to see which check stopped it). */
  const refusals: string[] = []
  /** Every authorization request, as received. */
  const authorizeRequests: URLSearchParams[] = []

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  function json(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body))
  }

  function refuse(response: ServerResponse, reason: string, error = 'invalid_grant') {
    refusals.push(reason)
    json(response, 400, { error, error_description: reason })
  }

  async function readForm(request: IncomingMessage) {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
  }

  /** client_secret_basic or client_secret_post. */
  function clientCredentials(request: IncomingMessage, form: URLSearchParams) {
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')
    if (basic) {
      const [id, secret] = Buffer.from(basic[1]!, 'base64')
        .toString('utf8')
        .split(':')
        .map((part) => decodeURIComponent(part))
      return { id, secret }
    }
    return { id: form.get('client_id') ?? undefined, secret: form.get('client_secret') ?? undefined }
  }

  async function idToken(grant: Grant) {
    const now = Math.floor(Date.now() / 1000)
    const iat = misbehaviour.expired ? now - 7200 : now
    const claims: Record<string, unknown> = {
      email: grant.user.email,
      email_verified: grant.user.email_verified,
      given_name: grant.user.given_name,
      family_name: grant.user.family_name,
      name: `${grant.user.given_name} ${grant.user.family_name}`,
    }
    if (grant.nonce !== undefined && !misbehaviour.dropNonce) claims.nonce = grant.nonce
    const jwt = new SignJWT(claims)
      .setIssuer(misbehaviour.issuer ?? issuer)
      .setAudience(misbehaviour.audience ?? grant.clientId)
      .setSubject(grant.user.sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
    if (misbehaviour.unsigned) {
      const [, payload] = (await jwt.setProtectedHeader({ alg: 'RS256', kid }).sign(signing.privateKey)).split('.')
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
      return `${header}.${payload}.`
    }
    return jwt.setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(misbehaviour.otherKey ? stranger.privateKey : signing.privateKey)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', issuer)
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /.well-known/openid-configuration':
        return json(response, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          scopes_supported: ['openid', 'email', 'profile'],
        })
      case 'GET /jwks':
        return json(response, 200, { keys: [publicJwk] })
      case 'GET /authorize': {
        const query = url.searchParams
        authorizeRequests.push(query)
        const redirectUri = query.get('redirect_uri')
        if (query.get('client_id') !== clientId || !redirectUri) return json(response, 400, { error: 'invalid_request' })
        if (!nextUser) return json(response, 500, { error: 'server_error', error_description: 'the test chose no user (signInAs)' })
        const code = randomBytes(16).toString('base64url')
        grants.set(code, {
          user: nextUser,
          clientId,
          redirectUri,
          codeChallenge: query.get('code_challenge') ?? undefined,
          codeChallengeMethod: query.get('code_challenge_method') ?? undefined,
          nonce: query.get('nonce') ?? undefined,
          used: false,
        })
        const back = new URL(redirectUri)
        back.searchParams.set('code', code)
        const state = query.get('state')
        if (state !== null) back.searchParams.set('state', state)
        response.writeHead(302, { location: back.toString() }).end()
        return
      }
      case 'POST /token': {
        const form = await readForm(request)
        const client = clientCredentials(request, form)
        if (client.id !== clientId || client.secret !== clientSecret) return refuse(response, 'client', 'invalid_client')
        if (form.get('grant_type') !== 'authorization_code') return refuse(response, 'grant_type', 'unsupported_grant_type')
        const grant = grants.get(form.get('code') ?? '')
        if (!grant || grant.used) return refuse(response, 'code')
        grant.used = true
        if (form.get('redirect_uri') !== grant.redirectUri) return refuse(response, 'redirect_uri')
        const verifier = form.get('code_verifier')
        if (!grant.codeChallenge || grant.codeChallengeMethod !== 'S256' || !verifier) return refuse(response, 'pkce')
        if (createHash('sha256').update(verifier).digest('base64url') !== grant.codeChallenge) return refuse(response, 'pkce')
        const accessToken = randomBytes(24).toString('base64url')
        accessTokens.set(accessToken, grant.user)
        return json(response, 200, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 3600,
          scope: 'openid email profile',
          id_token: await idToken(grant),
        })
      }
      case 'GET /userinfo': {
        const user = accessTokens.get(/^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '')
        if (!user) return json(response, 401, { error: 'invalid_token' })
        return json(response, 200, { ...user, name: `${user.given_name} ${user.family_name}` })
      }
      default:
        return json(response, 404, { error: 'not_found' })
    }
  }

  return {
    issuer,
    /** The user the next `/authorize` signs in. */
    signInAs(user: OidcUser) {
      nextUser = user
    },
    /** Makes the next ID tokens wrong in the given ways (replaces any earlier misbehaviour). */
    misbehave(ways: Misbehaviour) {
      misbehaviour = ways
    },
    reset() {
      misbehaviour = {}
      nextUser = undefined
      refusals.length = 0
    },
    refusals,
    authorizeRequests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
