/**
 * Sign-in with Google configured while its issuer cannot be reached (no network, a wrong
 * GOOGLE_ISSUER): the built shop starts and serves, says so in ONE warning through its logger,
 * and logs no error, neither at start nor when customers pick the provider meanwhile (503).
 */
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../api/test-database'
import { exitCode, startShop } from '../support/shop-process'

const { url } = await useTestDatabase()
const PORT = 3279
const base = `http://127.0.0.1:${PORT}`
let shop: ChildProcess
let output = ''

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

beforeAll(async () => {
  shop = await startShop({
    port: PORT,
    env: {
      DATABASE_URL: url,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      GOOGLE_CLIENT_ID: 'shop-client',
      GOOGLE_CLIENT_SECRET: 'shop-secret-0123456789abcdef',
      GOOGLE_ISSUER: `http://127.0.0.1:${await closedPort()}`,
    },
    onOutput: (text) => (output += text),
  })
})
afterAll(async () => {
  shop.kill('SIGTERM')
  await exitCode(shop)
})

/** The JSON lines the shop printed (NODE_ENV=production), and anything else it printed. */
const printed = () => {
  const lines = output.split('\n').filter(Boolean)
  const json = lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as { level: number; msg: string; provider?: string }]
    } catch {
      return []
    }
  })
  return { json, other: lines.filter((line) => !line.startsWith('{')) }
}

describe('an outside sign-in provider out of reach', { timeout: 30_000 }, () => {
  it('is one warning, never an error, at start and at each sign-in tried meanwhile', async () => {
    // Signing out reads better-auth, whose start reads the provider's discovery document.
    expect((await fetch(`${base}/api/logout`, { method: 'POST' })).status).toBe(200)
    const refusals = { fr: 'Ce service de connexion n’est pas disponible.', ar: 'خدمة تسجيل الدخول هذه غير متاحة.' }
    for (const [locale, message] of Object.entries(refusals)) {
      const started = await fetch(`${base}/api/oauth/google?lang=${locale}`, { redirect: 'manual' })
      expect(started.status).toBe(503)
      expect((await started.json()).message).toBe(message)
    }
    const { json, other } = printed()
    expect(json.filter((line) => line.level >= 50)).toEqual([])
    expect(other.filter((line) => /error/i.test(line))).toEqual([])
    const warnings = json.filter((line) => line.level === 40)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({ provider: 'google', msg: expect.stringContaining('google') })
    // The shop serves meanwhile.
    expect((await fetch(`${base}/api/fr/initial-data`)).status).toBe(200)
  })
})
