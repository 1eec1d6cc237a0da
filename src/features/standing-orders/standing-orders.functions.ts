/**
 * Standing orders' server functions (docs/decisions/0085): the customer's (signed in) and the
 * e-mail link's (its token is the proof). Refusals come back as answers the page shows.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  changeStandingOrderBodySchema,
  createStandingOrderBodySchema,
  standingActionSchema,
  standingLinkResponseSchema,
  standingOrderResponseSchema,
  standingOrdersResponseSchema,
} from '~/api/contract/standing-orders'
import { m } from '~/paraglide/messages.js'
import { answerOf } from '~/upstream/answers'
import { jsonOrFormPost } from '~/upstream/form-post'
import { answerPost } from '~/upstream/form-post.server'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

const id = z.number().int().positive().max(2_147_483_647)
const token = z.string().min(1).max(200)
const day = z.iso.date()

export const getStandingOrders = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('standing-orders', { schema: standingOrdersResponseSchema })).data)

export const createStandingOrderFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(createStandingOrderBodySchema)
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.post('standing-orders', { schema: standingOrderResponseSchema, body: data })),
  )

export const changeStandingOrderFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id, change: changeStandingOrderBodySchema }))
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.post(`standing-orders/${data.id}`, { schema: standingOrderResponseSchema, body: data.change })),
  )

export const actOnStandingOrderFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id, action: standingActionSchema, date: day.optional() }))
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.post(`standing-orders/${data.id}/${data.action}`, {
        schema: standingOrderResponseSchema,
        body: { date: data.date },
      }),
    ),
  )

/** The e-mail link's page; null when the link is not one the shop signed. */
export const getStandingLink = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ token }))
  .handler(async ({ data, context }) => {
    try {
      return (await context.upstream.get(`standing-orders/link/${encodeURIComponent(data.token)}`, { schema: standingLinkResponseSchema }))
        .data
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null
      throw error
    }
  })

/**
 * The link page's actions. Its form also posts without scripts (docs/decisions/0054, 0094): done,
 * the page again with "saved" told once; refused (the date's cut-off, a pause the shop set), the
 * page again with the refusal. The rules are the Shop API's, whichever way the press came.
 */
export const actOnStandingLinkFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(jsonOrFormPost(z.object({ token, action: standingActionSchema })))
  .handler(async ({ data: { body, post }, context }) => {
    const answer = await answerOf(() =>
      context.upstream.post(`standing-orders/link/${encodeURIComponent(body.token)}/${body.action}`, {
        schema: standingLinkResponseSchema,
        body: {},
      }),
    )
    if (post) answerPost(post, body, answer, () => ({ success: m.sub_done_saved() }))
    return answer
  })
