import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { expect } from 'vitest'
import type { createApiApp } from '~/api/app'

type Api = ReturnType<typeof createApiApp>

/** A fresh ALTCHA challenge from the API, solved the way the widget does: its base64 payload. */
export async function solvedCaptcha(api: Api): Promise<string> {
  const response = await api.request('/api/captcha/challenge')
  expect(response.status).toBe(200)
  const challenge = await response.json()
  const solution = await solveChallenge({ challenge, deriveKey })
  expect(solution).not.toBeNull()
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

let addressCounter = 0
/** Each call its own client address, so the per-address limit does not leak between tests. */
export const newAddress = () => `10.8.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`

export const uniqueEmail = () => `contact-${Math.random().toString(36).slice(2)}@example.test`

export const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Salma Idrissi',
  email: uniqueEmail(),
  phone: '06 12 34 56 78',
  subject: 'delivery',
  order_reference: 'ms-7k4q-9txm',
  message: 'Bonjour, ma livraison de bonbonnes est-elle prévue demain matin ?',
  ...overrides,
})

export function postContact(
  api: Api,
  locale: 'fr' | 'ar',
  body: unknown,
  { ip = newAddress(), token }: { ip?: string; token?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  return api.request(`/api/${locale}/contact`, { method: 'POST', headers, body: JSON.stringify(body) }, { clientIp: ip })
}
