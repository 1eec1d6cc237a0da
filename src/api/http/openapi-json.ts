/** How an OpenAPI route declares a JSON body or answer: `{ ...json(schema), description }`. */
import type { z } from '@hono/zod-openapi'

export const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } })
