/** The dispatch through the Shop API (docs/decisions/0100): the fleet, its saves, a day's proposal and its apply. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  applyBodySchema,
  applyResponseSchema,
  depotBodySchema,
  depotResponseSchema,
  fleetResponseSchema,
  proposalQuerySchema,
  proposalResponseSchema,
  vanBodySchema,
  vanResponseSchema,
} from '~/api/contract/admin-dispatch'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

export const getFleet = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(({ context }) =>
    context.upstream.get('/api/admin/dispatch/fleet', { schema: fleetResponseSchema }).then((answer) => answer.data),
  )

export const saveVanFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(vanBodySchema.extend({ driver_id: z.number().int().positive() }))
  .handler(({ data: { driver_id, ...body }, context }) =>
    answerOf(() => context.upstream.request(`/api/admin/dispatch/vans/${driver_id}`, { method: 'PUT', schema: vanResponseSchema, body })),
  )

export const saveDepotFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(depotBodySchema.extend({ id: z.number().int().positive().nullable() }))
  .handler(({ data: { id, ...body }, context }) =>
    answerOf(() =>
      id === null
        ? context.upstream.post('/api/admin/dispatch/depots', { schema: depotResponseSchema, body })
        : context.upstream.request(`/api/admin/dispatch/depots/${id}`, { method: 'PUT', schema: depotResponseSchema, body }),
    ),
  )

export const getProposal = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(proposalQuerySchema.omit({ lang: true }).extend({ city: z.number().int().positive() }))
  .handler(({ data, context }) =>
    context.upstream.get('/api/admin/dispatch/proposal', { schema: proposalResponseSchema, query: data }).then((answer) => answer.data),
  )

export const applyDispatchFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(applyBodySchema)
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.post('/api/admin/dispatch/apply', { schema: applyResponseSchema, body: data })),
  )
