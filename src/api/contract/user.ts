import { z } from '@hono/zod-openapi'
import { orNull } from './common'
import { userSchema } from './initial-data'

/** `GET /api/{locale}/user`: the signed-in customer, or null for a visitor (never a 401). */
export const userResponseSchema = z.object({ success: z.literal(true), data: orNull(userSchema) }).openapi('UserResponse')
