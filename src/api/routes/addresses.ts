import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { requireUser } from '~/api/auth/require-user'
import { ADDRESS_LIMITS, addressInputSchema } from '~/api/contract/address-input'
import {
  addressDefaultKindSchema,
  addressDeletedResponseSchema,
  addressListResponseSchema,
  addressResponseSchema,
} from '~/api/contract/addresses'
import { idSchema, localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { validationFailed } from '~/api/http/errors'
import { requestLocale } from '~/api/http/locale'
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '~/api/services/accounts/addresses'
import { json } from '~/api/http/openapi-json'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { signedIn } from '~/api/http/openapi-security'

const refusals = {
  400: refusalResponse('Invalid address, with field errors'),
  401: refusalResponse('No signed-in customer'),
  404: refusalResponse('No such address among the customer’s'),
}
const locale = z.object({ locale: localeSchema })
const one = z.object({ locale: localeSchema, id: idSchema.openapi({ param: { name: 'id', in: 'path' } }) })
// Documented and checked with the French messages; a refusal is re-checked in the request's language.
const body = { content: { 'application/json': { schema: addressInputSchema('fr') } }, required: true }

/** Field errors in the request's language: the body is validated again with that language's messages. */
function localizedHook(
  result: { success: true } | { success: false; error: z.ZodError; data?: unknown; target?: string },
  c: Context<ApiEnv>,
) {
  if (result.success) return undefined
  if (result.target === 'json') {
    const again = addressInputSchema(requestLocale(c)).safeParse(result.data)
    if (!again.success) return validationFailed(c, again.error)
  }
  return validationFailed(c, result.error)
}

const listRoute = createRoute({
  method: 'get',
  path: '/{locale}/addresses',
  operationId: 'listAddresses',
  security: signedIn,
  summary: 'The signed-in customer’s addresses, defaults first',
  request: { params: locale },
  responses: { 200: { ...json(addressListResponseSchema), description: 'The addresses' }, 401: refusals[401] },
})
const createAddressRoute = createRoute({
  method: 'post',
  path: '/{locale}/addresses',
  operationId: 'createAddress',
  security: signedIn,
  summary: 'Adds an address (the first one becomes the default delivery and billing address)',
  request: { params: locale, body },
  responses: {
    201: { ...json(addressResponseSchema), description: 'The new address' },
    ...refusals,
    409: refusalResponse('Too many addresses'),
  },
})
const getRoute = createRoute({
  method: 'get',
  path: '/{locale}/addresses/{id}',
  operationId: 'getAddress',
  security: signedIn,
  summary: 'One of the customer’s addresses',
  request: { params: one },
  responses: { 200: { ...json(addressResponseSchema), description: 'The address' }, ...refusals },
})
const updateRoute = createRoute({
  method: 'put',
  path: '/{locale}/addresses/{id}',
  operationId: 'updateAddress',
  security: signedIn,
  summary: 'Replaces the fields of one of the customer’s addresses (defaults unchanged)',
  request: { params: one, body },
  responses: { 200: { ...json(addressResponseSchema), description: 'The address' }, ...refusals },
})
const deleteRoute = createRoute({
  method: 'delete',
  path: '/{locale}/addresses/{id}',
  operationId: 'deleteAddress',
  security: signedIn,
  summary: 'Deletes one of the customer’s addresses (orders keep their own copy)',
  request: { params: one },
  responses: { 200: { ...json(addressDeletedResponseSchema), description: 'Deleted' }, ...refusals },
})
const defaultRoute = createRoute({
  method: 'put',
  path: '/{locale}/addresses/{id}/default/{kind}',
  operationId: 'setDefaultAddress',
  security: signedIn,
  summary: 'Makes the address the default delivery or billing address (the previous one is unset)',
  request: { params: one.extend({ kind: addressDefaultKindSchema }) },
  responses: { 200: { ...json(addressResponseSchema), description: 'The address' }, ...refusals },
})

export function registerAddresses(app: OpenAPIHono<ApiEnv>) {
  // A visitor gets 401 before the body is even read (then each handler asks again, for its own use).
  app.use('/:locale/addresses/*', async (c, next) => {
    await requireUser(c)
    await next()
  })
  app.openapi(listRoute, async (c) => {
    const user = await requireUser(c)
    const addresses = await listAddresses(await c.var.db(), user.id, c.req.valid('param').locale)
    return c.json({ success: true as const, data: { addresses, max: ADDRESS_LIMITS.perCustomer } }, 200)
  })
  app.openapi(
    createAddressRoute,
    async (c) => {
      const user = await requireUser(c)
      const address = await createAddress(await c.var.db(), user.id, c.req.valid('json'), c.req.valid('param').locale)
      return c.json({ success: true as const, data: address }, 201)
    },
    localizedHook,
  )
  app.openapi(getRoute, async (c) => {
    const user = await requireUser(c)
    const { id, locale } = c.req.valid('param')
    return c.json({ success: true as const, data: await getAddress(await c.var.db(), user.id, id, locale) }, 200)
  })
  app.openapi(
    updateRoute,
    async (c) => {
      const user = await requireUser(c)
      const { id, locale } = c.req.valid('param')
      return c.json({ success: true as const, data: await updateAddress(await c.var.db(), user.id, id, c.req.valid('json'), locale) }, 200)
    },
    localizedHook,
  )
  app.openapi(deleteRoute, async (c) => {
    const user = await requireUser(c)
    const { id } = c.req.valid('param')
    await deleteAddress(await c.var.db(), user.id, id)
    return c.json({ success: true as const, data: { id } }, 200)
  })
  app.openapi(defaultRoute, async (c) => {
    const user = await requireUser(c)
    const { id, locale, kind } = c.req.valid('param')
    return c.json({ success: true as const, data: await setDefaultAddress(await c.var.db(), user.id, id, kind, locale) }, 200)
  })
}
