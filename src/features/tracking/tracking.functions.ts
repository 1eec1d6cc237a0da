/**
 * The tracking page's server function (docs/decisions/0099): the out-for-delivery e-mail's token
 * is the proof, no session. A token the shop did not sign is "invalid" (the API's 404; its 429
 * too: nothing to show), a link of a day that has passed is "expired" (410).
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { trackingResponseSchema } from '~/api/contract/tracking'
import { shopMiddleware } from '~/upstream/middleware'
import { UpstreamError } from '~/upstream/upstream-error'
import type { TrackingAnswer } from './tracking-answer'

const token = z.string().min(1).max(200)

export const getTracking = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ token }))
  .handler(async ({ data, context }): Promise<TrackingAnswer> => {
    try {
      const answer = await context.upstream.get(`tracking/${encodeURIComponent(data.token)}`, { schema: trackingResponseSchema })
      return { kind: 'found', view: answer.data }
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 410) return { kind: 'expired' }
      if (error instanceof UpstreamError && (error.status === 404 || error.status === 429)) return { kind: 'invalid' }
      throw error
    }
  })
