/**
 * What the browser's build gets for `@hono/zod-openapi` (vite.config.ts, docs/decisions/0090):
 * plain zod. The contract's schemas are written once, with their OpenAPI descriptions, and shared
 * by both sides; the server's build keeps the real module, which records the descriptions for
 * `/api/openapi.json`. The browser's build drops every `.openapi(…)` call of the contract (the same
 * plugin), so nothing here answers one: a call that reached the browser would fail the page weight
 * test's check of the built scripts, not pass silently.
 */
export { z } from 'zod'
