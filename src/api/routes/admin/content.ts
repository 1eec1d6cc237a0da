/**
 * `/api/admin/content...`: the content pages in both languages (staff read, admins save), saved
 * with the version they were edited from (409 when someone saved in between), and their history.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import {
  adminContentListResponseSchema,
  adminContentPageResponseSchema,
  contentQuerySchema,
  contentRevisionsResponseSchema,
  contentSaveBodySchema,
  contentSaveResponseSchema,
  contentSlugSchema,
} from '~/api/contract/content-pages'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { json } from '~/api/http/openapi-json'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
import { adminContentPage, contentRevisions, listContentPages, saveContentPage } from '~/api/services/content/content-pages'
import { staffRoute } from './staff-route'

const slug = z.object({ slug: contentSlugSchema })

const listRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/content',
  operationId: 'adminListContentPages',
  summary: 'The content pages, their title in the asked language, version and last change (staff, admin)',
  request: { query: contentQuerySchema },
  responses: { 200: { ...json(adminContentListResponseSchema), description: 'The pages' } },
})
const pageRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/content/{slug}',
  operationId: 'adminGetContentPage',
  summary: 'A content page in both languages, with its version (staff, admin)',
  request: { params: slug, query: contentQuerySchema },
  responses: { 200: { ...json(adminContentPageResponseSchema), description: 'The page' }, 404: refusalResponse('No such page') },
})
const saveRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/content/{slug}',
  operationId: 'adminSaveContentPage',
  summary: "Saves a content page's texts edited from `version`; refused (409) with what changed when someone saved since (admin)",
  request: { params: slug, query: contentQuerySchema, body: { ...json(contentSaveBodySchema), required: true } },
  responses: {
    200: { ...json(contentSaveResponseSchema), description: 'Saved: the new version' },
    400: refusalResponse('A text is missing, too long, or not in Arabic on the Arabic side'),
    404: refusalResponse('No such page'),
    409: conflictResponse('Saved by someone else since this version: what changed, by whom, when'),
  },
})
const revisionsRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/content/{slug}/revisions',
  operationId: 'adminListContentRevisions',
  summary: "A content page's history: every version, who saved it, when and what changed (staff, admin)",
  request: { params: slug, query: contentQuerySchema },
  responses: { 200: { ...json(contentRevisionsResponseSchema), description: 'Newest first' }, 404: refusalResponse('No such page') },
})

export function registerAdminContent(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const data = await listContentPages(await c.var.db(), requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(pageRoute, async (c) => {
    const data = await adminContentPage(await c.var.db(), c.req.valid('param').slug)
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(saveRoute, async (c) => {
    const data = await saveContentPage(await c.var.db(), c.req.valid('param').slug, c.req.valid('json'), actingStaff(c), c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(revisionsRoute, async (c) => {
    const data = await contentRevisions(await c.var.db(), c.req.valid('param').slug, requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
}
