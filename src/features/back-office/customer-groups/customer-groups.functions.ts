/** Customer groups and company customers through the Shop API (docs/decisions/0079); the API checks the role. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  customerCompanyBodySchema,
  customerCompanyResponseSchema,
  customerGroupBodySchema,
  customerGroupResponseSchema,
  customerGroupsResponseSchema,
} from '~/api/contract/admin-customer-groups'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

const id = z.number().int().positive().max(2_147_483_647)

export const getCustomerGroups = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('/api/admin/customer-groups', { schema: customerGroupsResponseSchema })).data)

export const saveCustomerGroupFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id: id.nullable(), group: customerGroupBodySchema }))
  .handler(({ data, context }) =>
    answerOf(() =>
      data.id === null
        ? context.upstream.post('/api/admin/customer-groups', { schema: customerGroupResponseSchema, body: data.group })
        : context.upstream.request(`/api/admin/customer-groups/${data.id}`, {
            method: 'PUT',
            schema: customerGroupResponseSchema,
            body: data.group,
          }),
    ),
  )

export const getCustomerCompany = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ id }))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get(`/api/admin/customers/${data.id}/company`, { schema: customerCompanyResponseSchema })).data,
  )

export const saveCustomerCompanyFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id, company: customerCompanyBodySchema }))
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.request(`/api/admin/customers/${data.id}/company`, {
        method: 'PUT',
        schema: customerCompanyResponseSchema,
        body: data.company,
      }),
    ),
  )
