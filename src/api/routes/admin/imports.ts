/**
 * `/api/admin/imports/{kind}` (admins): the catalogue's files, exported and imported (issue 35 §6,
 * docs/decisions/0081; see src/api/contract/admin-imports.ts). The role is checked before the body
 * is read; the body limit lets these paths carry a 5 MB file in base64 (src/server/body-limit.ts).
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { json } from '~/api/http/openapi-json'
import { staffRoute } from './staff-route'
import { exportQuerySchema, importBodySchema, importKindParamSchema, importResponseSchema } from '~/api/contract/admin-imports'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
import { exportCatalogueFile } from '~/api/services/imports/export-file'
import { importCatalogueFile } from '~/api/services/imports/import-file'
import { recordAudit } from '~/api/services/shared/audit'
import { shopClock } from '~/lib/shop-dates'

const exportRoute = staffRoute(ROLES.admin, {
  method: 'get',
  path: '/admin/imports/{kind}/export',
  operationId: 'adminExportCatalogueFile',
  summary:
    'Products, pack sizes, prices per city or stock as CSV or Excel, in the columns the import reads (template=1: the header alone) (admin)',
  request: { params: importKindParamSchema, query: exportQuerySchema },
  responses: {
    200: {
      content: {
        'text/csv': { schema: z.string() },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string().openapi({ format: 'binary' }) },
      },
      description: 'The file',
    },
  },
})

const importRoute = staffRoute(ROLES.admin, {
  method: 'post',
  path: '/admin/imports/{kind}',
  operationId: 'adminImportCatalogueFile',
  summary:
    "A catalogue file previewed (each row's errors, what would change) or applied in one transaction with the preview's fingerprint (admin)",
  request: {
    params: importKindParamSchema,
    query: z.object({ lang: localeSchema.optional() }),
    body: { ...json(importBodySchema), required: true },
  },
  responses: {
    200: { ...json(importResponseSchema), description: 'The preview, or what was applied' },
    400: refusalResponse('Not a CSV or Excel file, columns missing, no rows, rows with errors (apply), or no preview'),
    409: conflictResponse('The file or the catalogue changed since the preview: nothing applied'),
    413: refusalResponse('Over 5 MB or 20 000 rows'),
  },
})

export function registerAdminImports(app: OpenAPIHono<ApiEnv>) {
  app.openapi(exportRoute, async (c) => {
    const { kind } = c.req.valid('param')
    const { format, template } = c.req.valid('query')
    const db = await c.var.db()
    const now = c.var.now()
    const file = await exportCatalogueFile(db, kind, format, {
      locale: requestLocale(c),
      template: template === '1',
      today: shopClock(now).day,
    })
    // The catalogue leaving the shop as a file: recorded like the other exports (docs/decisions/0062).
    await recordAudit(
      db,
      {
        actorId: actingStaff(c).id,
        action: 'catalogue.export',
        entity: 'export',
        entityId: kind,
        after: { kind, format, rows: file.count },
      },
      now,
    )
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
    })
  })
  app.openapi(importRoute, async (c) => {
    const data = await importCatalogueFile(await c.var.db(), c.req.valid('param').kind, c.req.valid('json'), {
      actorId: actingStaff(c).id,
      now: c.var.now(),
      locale: requestLocale(c),
    })
    return c.json({ success: true as const, data }, 200)
  })
}
