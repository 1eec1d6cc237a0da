/**
 * The back office's image upload on the built server (issue 32, hole 4): Start reads a posted form
 * whole before the server function runs, so the role is checked at the edge before the body is
 * read (src/server/image-upload-gate.ts), and the 7 MB allowance belongs to the upload alone.
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/api/db/schema'
import { xsrfTokenFor } from '~/upstream/session-cookies.server'
import { useTestDatabase } from '../api/test-database'
import { serverFunctionId } from '../support/server-functions'
import { startSession } from '../support/sessions'
import { exitCode, startShop } from '../support/shop-process'

const { db, url } = await useTestDatabase()
const PORT = 3281
const origin = `http://127.0.0.1:${PORT}`
let shop: ChildProcess

beforeAll(async () => {
  shop = await startShop({ port: PORT, env: { DATABASE_URL: url, NODE_ENV: 'production' } })
})
afterAll(async () => {
  shop.kill('SIGTERM')
  await exitCode(shop)
})

async function sessionOf(role: 'admin' | 'staff' | 'customer') {
  const [user] = await db
    .insert(users)
    // A team member has enrolled their second factor (docs/decisions/0060), as the back office asks.
    .values({
      email: `upload-${role}-${randomBytes(4).toString('hex')}@example.test`,
      firstName: 'Test',
      role,
      twoFactorEnabled: role !== 'customer',
    })
    .returning()
  return startSession(db, user!.id)
}

/** What the back office's image field sends: a form with the file and its kind, as Start's client posts it. */
async function postForm(functionName: string, file: Buffer, token?: string, locale: 'fr' | 'ar' = 'fr') {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(file)], 'photo.png', { type: 'image/png' }))
  form.set('kind', 'product')
  const headers: Record<string, string> = {
    Origin: origin,
    'Sec-Fetch-Site': 'same-origin',
    'x-tsr-serverFn': 'true',
    Referer: `${origin}/${locale === 'ar' ? 'ar/' : ''}gestion/produits`,
  }
  if (token) Object.assign(headers, { Cookie: `token=${token}`, 'X-XSRF-TOKEN': xsrfTokenFor(token) })
  return fetch(`${origin}/_serverFn/${serverFunctionId(functionName)}`, { method: 'POST', headers, body: form })
}

const noise = randomBytes(6 * 1024 * 1024)

describe('the image upload is an admin’s alone, checked before its body is read (hole 4)', { timeout: 30_000 }, () => {
  it('answers a caller without a session 401, and one who is not an admin 403, in their language', async () => {
    const anonymous = await postForm('uploadImageFn', noise)
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as { message: string }).message).toBe('Veuillez vous connecter pour continuer.')
    for (const role of ['customer', 'staff'] as const) {
      const refused = await postForm('uploadImageFn', noise, await sessionOf(role), 'ar')
      expect(refused.status).toBe(403)
      expect(((await refused.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/)
    }
  })

  it('gives the 7 MB allowance to the upload alone: another function posted a large form is refused 413', async () => {
    const other = await postForm('saveCartFn', randomBytes(1024 * 1024), await sessionOf('admin'))
    expect(other.status).toBe(413)
  })

  it('gates the catalogue file of an import the same way (docs/decisions/0081)', async () => {
    expect((await postForm('importFileFn', noise)).status).toBe(401)
    expect((await postForm('importFileFn', noise, await sessionOf('staff'))).status).toBe(403)
    // An admin's 6 MB form has the allowance: it is read (not 413), and reaches the function's own checks.
    const admin = await postForm('importFileFn', noise, await sessionOf('admin'))
    expect(admin.status).not.toBe(413)
    expect(await admin.text()).toContain('expected a form with a file and its kind')
  })

  it('lets an admin upload an image', async () => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#2a7ab8' } })
      .png()
      .toBuffer()
    const answer = await postForm('uploadImageFn', png, await sessionOf('admin'))
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('/media/')
  })
})
