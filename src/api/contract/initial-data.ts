import { z } from '@hono/zod-openapi'
import { orNull, successSchema } from './common'

export const citySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    min_order: z.number().int().nonnegative().openapi({ description: 'Minimum order, centimes of MAD' }),
  })
  .openapi('City')
export type City = z.infer<typeof citySchema>

export const userSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    city_id: z.number().int().nullable(),
    points: z.number().int().nonnegative(),
    unshown_satisfactions: z.array(z.object({ id: z.number().int() })),
  })
  .openapi('User')
export type ShopUser = z.infer<typeof userSchema>

/** `GET /api/{locale}/initial-data` → cities, user_city, default_city, user. */
export const initialDataSchema = z.object({
  cities: z.array(citySchema),
  user_city: z.object({ id: z.number().int() }).nullable(),
  default_city: z.object({ id: z.number().int() }),
  user: orNull(userSchema),
})
export type InitialData = z.infer<typeof initialDataSchema>
export const initialDataResponseSchema = successSchema(initialDataSchema).openapi('InitialDataResponse')
