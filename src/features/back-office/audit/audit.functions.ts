/** The audit log through the Shop API (`/api/admin/audit`), its before/after made readable. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { auditResponseSchema } from '~/api/contract/admin-staff'
import { shopMiddleware } from '~/upstream/middleware'

/** A before or after of the log as key/value text pairs (what the page shows, and what a server function can send). */
export type AuditValues = { key: string; value: string }[] | null

const text = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value)

function readable(value: unknown): AuditValues {
  if (value === null || value === undefined) return null
  if (typeof value === 'object' && !Array.isArray(value)) return Object.entries(value).map(([key, each]) => ({ key, value: text(each) }))
  return [{ key: '', value: text(value) }]
}

export const getAudit = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ page: z.number().int().min(1).max(10_000) }))
  .handler(async ({ data, context }) => {
    const log = (await context.upstream.get('/api/admin/audit', { schema: auditResponseSchema, query: data })).data
    return { ...log, items: log.items.map((entry) => ({ ...entry, before: readable(entry.before), after: readable(entry.after) })) }
  })
