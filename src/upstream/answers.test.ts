import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { answerOf, refusalOf } from './answers'
import { createUpstreamClient } from './client'
import { UpstreamError } from './upstream-error'

const okSchema = z.object({ success: z.literal(true), data: z.object({ version: z.number() }) })

/** A client whose API answers `body` with `status`. */
const clientAnswering = (status: number, body: unknown) =>
  createUpstreamClient({
    transport: async () => Response.json(body, { status }),
    baseUrl: 'http://api.test/',
    locale: 'fr',
    cookies: { get: () => undefined, delete: () => {} },
    onUnauthenticated: () => {
      throw new Error('redirected to /login')
    },
  })

const staleSave = {
  success: false,
  message: 'Enregistré entre-temps par Amina Idrissi le 27/11/2026 09:10 : nom.',
  data: {
    errors: { name_fr: ['Modifié entre-temps.'] },
    conflict: { saved_by: 'Amina Idrissi', saved_at: '2026-11-27T09:10:00.000Z', version: 4 },
  },
}

describe('a refusal passed on by a server function (docs/decisions/0069)', () => {
  it("keeps a stale save's conflict: who saved, when, and the version now", async () => {
    const answer = await answerOf(() => clientAnswering(409, staleSave).post('admin/brands/1', { schema: okSchema, body: {} }))
    expect(answer).toEqual({
      success: false,
      status: 409,
      message: staleSave.message,
      errors: { name_fr: ['Modifié entre-temps.'] },
      conflict: { savedBy: 'Amina Idrissi', savedAt: '2026-11-27T09:10:00.000Z', version: 4 },
    })
  })

  it('has no conflict for any other refusal', () => {
    expect(refusalOf(new UpstreamError(400, 'Refusé', { page: ['Trop petit'] }))).toEqual({
      success: false,
      status: 400,
      message: 'Refusé',
      errors: { page: ['Trop petit'] },
    })
  })

  it('drops a conflict the API did not shape as its contract says', async () => {
    const odd = { ...staleSave, data: { errors: {}, conflict: { saved_by: 7, version: 'four' } } }
    const answer = await answerOf(() => clientAnswering(409, odd).post('admin/brands/1', { schema: okSchema, body: {} }))
    expect(answer).toEqual({ success: false, status: 409, message: staleSave.message, errors: {} })
  })

  it('throws a failure (5xx) rather than answering it', () => {
    expect(() => refusalOf(new UpstreamError(502, 'Bad gateway'))).toThrow('Bad gateway')
  })
})
