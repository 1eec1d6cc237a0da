/**
 * Oversized request bodies are refused at the edge with 413, before anything parses them, for the
 * Shop API and the server functions, whether or not they say their length (issue 14, point 7).
 * Through the built server (`npm test` builds first).
 */
import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_REQUEST_BODY_BYTES } from '~/server/body-limit'
import { useTestDatabase } from '../api/test-database'
import { exitCode, startShop } from '../support/shop-process'

const { url } = await useTestDatabase()
const PORT = 3276
const base = `http://127.0.0.1:${PORT}`
let shop: ChildProcess

beforeAll(async () => {
  shop = await startShop({ port: PORT, env: { DATABASE_URL: url } })
})
afterAll(async () => {
  shop.kill('SIGTERM')
  await exitCode(shop)
})

const oversized = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(MAX_REQUEST_BODY_BYTES) })

/** The same bytes sent in chunks, without a Content-Length. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(offset, (offset += 16 * 1024)))
    },
  })
}

describe('request body limit', { timeout: 30_000 }, () => {
  it('answers 413 in the request language to an API body over the limit, with or without its length', async () => {
    const declared = await fetch(`${base}/api/ar/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: oversized,
    })
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ success: false, message: 'الطلب كبير جدًا.', data: { errors: {} } })

    const chunked = await fetch(`${base}/api/fr/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed(oversized),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
    expect((await chunked.json()).message).toBe('La requête est trop volumineuse.')
  })

  it('refuses a server function body over the limit, in the calling page language', async () => {
    const answer = await fetch(`${base}/_serverFn/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer: `${base}/ar/panier` },
      body: streamed(oversized),
      duplex: 'half',
    } as RequestInit)
    expect(answer.status).toBe(413)
    expect((await answer.json()).message).toBe('الطلب كبير جدًا.')
  })

  it('still reads a body under the limit', async () => {
    const answer = await fetch(`${base}/api/fr/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.test', password: 'x'.repeat(MAX_REQUEST_BODY_BYTES / 2) }),
    })
    // Read and validated: the password is over the field's own limit.
    expect(answer.status).toBe(400)
  })
})
