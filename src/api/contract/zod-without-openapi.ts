/**
 * What the browser's build gets for `@hono/zod-openapi` (vite.config.ts, docs/decisions/0090): plain
 * zod, whose schemas answer `.openapi(…)` by returning themselves. The contract's schemas are
 * written once, with their OpenAPI descriptions, and shared by both sides; the server's build keeps
 * the real module, which records the descriptions for `/api/openapi.json`, and the browser's
 * validates with the same rules without carrying the OpenAPI tooling and its metadata.
 */
import { z } from 'zod'

// zod copies ZodType's prototype onto each new schema (as @hono/zod-openapi's own extension
// relies on); this module is imported before any contract schema is made.
const prototype = z.ZodType.prototype as { openapi?: (this: z.ZodType) => z.ZodType }
prototype.openapi ??= function openapiWithoutMetadata(this: z.ZodType) {
  return this
}

export { z }
