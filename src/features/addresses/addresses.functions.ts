/**
 * The address book through the Shop API (docs/decisions/0011). Each function runs behind
 * `shopMiddleware` (locale, the customer's session, the upstream client); the API itself decides
 * whose addresses these are. Writes answer the API's refusal (`success: false`, message and field
 * errors in the customer's language) instead of throwing, so the form can show it under its fields.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  addressDefaultKindSchema,
  addressDeletedResponseSchema,
  addressListResponseSchema,
  addressResponseSchema,
} from '~/api/contract/addresses'
import type { UpstreamClient } from '~/upstream/client'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

const id = z.number().int().positive().max(2_147_483_647)
/** The fields are checked by the API (with messages in the customer's language); here only the shape. */
const addressBody = z.record(z.string().max(40), z.union([z.string().max(1000), z.number(), z.null()]))

export type AddressWriteResult<T> = { success: true; data: T } | { success: false; message: string; errors: Record<string, string[]> }

async function write<T>(send: () => Promise<{ data: T }>): Promise<AddressWriteResult<T>> {
  try {
    return { success: true, data: (await send()).data }
  } catch (error) {
    if (error instanceof UpstreamError && error.status < 500) {
      return { success: false, message: error.message, errors: error.errors }
    }
    throw error
  }
}

export const listAddressesFn = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('addresses', { schema: addressListResponseSchema })).data)

/** One of the customer's addresses, or null when it is not theirs (or does not exist). */
export const getAddressFn = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ id }))
  .handler(async ({ data, context }) => {
    try {
      return (await context.upstream.get(`addresses/${data.id}`, { schema: addressResponseSchema })).data
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null
      throw error
    }
  })

const send = (upstream: UpstreamClient, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  upstream.request(path, { method, body, schema: method === 'DELETE' ? addressDeletedResponseSchema : addressResponseSchema })

export const createAddressFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ address: addressBody }))
  .handler(({ data, context }) => write(() => send(context.upstream, 'POST', 'addresses', data.address)))

export const updateAddressFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id, address: addressBody }))
  .handler(({ data, context }) => write(() => send(context.upstream, 'PUT', `addresses/${data.id}`, data.address)))

export const deleteAddressFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id }))
  .handler(({ data, context }) => write(() => send(context.upstream, 'DELETE', `addresses/${data.id}`)))

export const setDefaultAddressFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id, kind: addressDefaultKindSchema }))
  .handler(({ data, context }) => write(() => send(context.upstream, 'PUT', `addresses/${data.id}/default/${data.kind}`)))
