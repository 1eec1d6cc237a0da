/**
 * Editing a placed order through the Shop API (`/api/admin/orders/{reference}/edit...`, docs/decisions/0076):
 * the editor's starting point, the preview and the save. Refusals come back as answers (the form
 * shows them under their fields; a 409 names who saved or says the order left).
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { orderEditBodySchema, orderEditorResponseSchema, orderEditResponseSchema } from '~/api/contract/admin-order-edit'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

const referenceSchema = z.string().min(1).max(40)
const editPath = (reference: string) => `/api/admin/orders/${encodeURIComponent(reference)}/edit`

export const getOrderEditor = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ reference: referenceSchema }))
  .handler(async ({ data, context }) => (await context.upstream.get(editPath(data.reference), { schema: orderEditorResponseSchema })).data)

const editInput = orderEditBodySchema.extend({ reference: referenceSchema, preview: z.boolean() })

export const sendOrderEdit = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(editInput)
  .handler(({ data: { reference, preview, ...body }, context }) =>
    answerOf(() => context.upstream.post(`${editPath(reference)}${preview ? '/preview' : ''}`, { schema: orderEditResponseSchema, body })),
  )
