/**
 * `/api/admin/accounting/...`: the accountant's exports for a period (issue 35 §6,
 * docs/decisions/0082), staff and admins. Every file is recorded in the audit log: it carries
 * customers' names and amounts out of the shop (docs/decisions/0062).
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { accountingExportQuerySchema, accountingPeriodSchema, accountingSummaryResponseSchema } from '~/api/contract/admin-accounting'
import type { ApiEnv } from '~/api/http/env'
import { json } from '~/api/http/openapi-json'
import { requestLocale } from '~/api/http/locale'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { accountingFile, accountingSummary, periodOf } from '~/api/services/accounting/accounting-export'
import { recordAudit } from '~/api/services/shared/audit'
import { staffRoute } from './staff-route'

const summaryRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/accounting/summary',
  operationId: 'adminGetAccountingSummary',
  summary: "The period's credit notes (HT, VAT, TTC) and payments (collected, refunded) (staff, admin)",
  request: { query: accountingPeriodSchema },
  responses: {
    200: { ...json(accountingSummaryResponseSchema), description: 'The figures' },
    400: refusalResponse('Bad period'),
  },
})

const exportRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/accounting/export',
  operationId: 'adminExportAccounting',
  summary: "The period's credit notes or payments as CSV (French Excel) or Excel, its totals row last (staff, admin)",
  request: { query: accountingExportQuerySchema },
  responses: {
    200: {
      content: {
        'text/csv': { schema: z.string() },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string() },
      },
      description: 'The file (Content-Disposition: attachment)',
    },
    400: refusalResponse('Bad kind, format or period'),
  },
})

export function registerAdminAccounting(app: OpenAPIHono<ApiEnv>) {
  app.openapi(summaryRoute, async (c) => {
    const data = await accountingSummary(await c.var.db(), periodOf(c.req.valid('query'), c.var.now()), requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(exportRoute, async (c) => {
    const { kind, format, ...asked } = c.req.valid('query')
    const { from, to } = periodOf(asked, c.var.now())
    const db = await c.var.db()
    const { rows, file } = await accountingFile(db, kind, format, { from, to }, requestLocale(c))
    await recordAudit(
      db,
      {
        actorId: actingStaff(c).id,
        action: 'accounting.export',
        entity: 'accounting',
        entityId: `${kind}:${from}:${to}`,
        after: { kind, format, from, to, rows },
      },
      c.var.now(),
    )
    return new Response(file.body as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${kind}-${from}-${to}.${file.extension}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  })
}
