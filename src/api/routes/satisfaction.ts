/**
 * The satisfaction popup's endpoints (the old shop's paths), without a locale in the path: the answer's language
 * is the `lang` query parameter, as for /api/validate-cart. Signed in, own requests only.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { requireUser } from '~/api/auth/require-user'
import { idSchema, localeSchema } from '~/api/contract/common'
import {
  satisfactionAnswerDocSchema,
  satisfactionAnsweredResponseSchema,
  satisfactionShownResponseSchema,
} from '~/api/contract/satisfaction'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { answerSatisfaction, showSatisfaction } from '~/api/services/content/satisfaction'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { signedIn } from '~/api/http/openapi-security'

const request = { params: z.object({ id: idSchema }), query: z.object({ lang: localeSchema.optional() }) }

const showRoute = createRoute({
  method: 'post',
  path: '/user/show-satisfaction/{id}',
  operationId: 'markSatisfactionShown',
  security: signedIn,
  summary: "Marks one of the customer's satisfaction requests shown (the popup opened); another customer's answers 404",
  request,
  responses: {
    200: { content: { 'application/json': { schema: satisfactionShownResponseSchema } }, description: 'Marked shown (or already was)' },
    400: refusalResponse('Invalid id'),
    401: refusalResponse('No session'),
    404: refusalResponse('No such request of this customer'),
  },
})

const answerRoute = createRoute({
  method: 'post',
  path: '/user/answer-satisfaction/{id}',
  operationId: 'answerSatisfaction',
  security: signedIn,
  summary: "Answers one of the customer's satisfaction requests: rating 1 (like) or 2 (dislike), optional comment. Once only.",
  request: {
    ...request,
    // Validated by the service, so that every message is the shop's own, in the request's language;
    // documented as the service's schema, which is what a client must send.
    body: {
      content: {
        'application/json': {
          schema: z.record(z.string(), z.unknown()).openapi({ allOf: [{ $ref: '#/components/schemas/SatisfactionAnswer' }] }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: { content: { 'application/json': { schema: satisfactionAnsweredResponseSchema } }, description: 'The answer as recorded' },
    400: refusalResponse('Invalid rating or comment (data.errors by field)'),
    401: refusalResponse('No session'),
    404: refusalResponse('No such request of this customer'),
    409: refusalResponse('Already answered; the first answer stays'),
  },
})

export function registerSatisfaction(app: OpenAPIHono<ApiEnv>) {
  app.openAPIRegistry.register('SatisfactionAnswer', satisfactionAnswerDocSchema)

  app.openapi(showRoute, async (c) => {
    const user = await requireUser(c)
    const { id } = c.req.valid('param')
    await showSatisfaction(await c.var.db(), user.id, id, c.var.now())
    return c.json({ success: true as const, data: { id, shown: true as const } }, 200)
  })
  app.openapi(answerRoute, async (c) => {
    const user = await requireUser(c)
    const answer = await answerSatisfaction(
      await c.var.db(),
      user.id,
      c.req.valid('param').id,
      c.req.valid('json'),
      requestLocale(c),
      c.var.now(),
    )
    return c.json({ success: true as const, data: answer }, 200)
  })
}
