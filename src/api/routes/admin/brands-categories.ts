/**
 * `/api/admin/brands` and `/api/admin/categories` (staff, admin: read; admin: create, change), see
 * src/api/contract/admin-brands-categories.ts. A change names the version it was edited from.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import {
  brandListResponseSchema,
  brandResponseSchema,
  brandSaveBodySchema,
  categoryListResponseSchema,
  categoryResponseSchema,
  categorySaveBodySchema,
} from '~/api/contract/admin-brands-categories'
import { idSchema, localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { json } from '~/api/http/openapi-json'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
import { createBrand, getBrand, listBrands, updateBrand } from '~/api/services/catalogue/admin-brands'
import { createCategory, getCategory, listCategories, updateCategory } from '~/api/services/catalogue/admin-categories'
import { staffRoute } from './staff-route'

const langQuery = z.object({ lang: localeSchema.optional() })
const idParam = z.object({ id: idSchema })
const saveRefusals = {
  400: refusalResponse('A field to fix (slug format or taken, names, Arabic letters, image path, order) or no version'),
  409: conflictResponse('Saved by someone else since the admin read it: who, when and what changed'),
}

/** The four routes of one kind: list and read (staff), create and change (admin). */
function routesOf(kind: 'brands' | 'categories') {
  const [one, list, body] =
    kind === 'brands'
      ? [brandResponseSchema, brandListResponseSchema, brandSaveBodySchema]
      : [categoryResponseSchema, categoryListResponseSchema, categorySaveBodySchema]
  // Operation ids: adminListBrands, adminGetBrand, adminCreateBrand, adminSaveBrand (and Categories, Category).
  const [One, All] = kind === 'brands' ? ['Brand', 'Brands'] : ['Category', 'Categories']
  return {
    list: staffRoute(ROLES.staff, {
      method: 'get',
      path: `/admin/${kind}`,
      operationId: `adminList${All}`,
      summary: `Every ${kind === 'brands' ? 'brand' : 'category'} in its order, with its product count (staff, admin)`,
      request: { query: langQuery },
      responses: { 200: { ...json(list), description: 'The list' } },
    }),
    read: staffRoute(ROLES.staff, {
      method: 'get',
      path: `/admin/${kind}/{id}`,
      operationId: `adminGet${One}`,
      summary: `One ${kind === 'brands' ? 'brand' : 'category'} as an admin edits it (staff, admin)`,
      request: { params: idParam, query: langQuery },
      responses: { 200: { ...json(one), description: 'It' }, 404: refusalResponse('No such id') },
    }),
    create: staffRoute(ROLES.admin, {
      method: 'post',
      path: `/admin/${kind}`,
      operationId: `adminCreate${One}`,
      summary: `Creates a ${kind === 'brands' ? 'brand' : 'category'} (admin)`,
      request: { query: langQuery, body: { ...json(body), required: true } },
      responses: { 201: { ...json(one), description: 'Created' }, ...saveRefusals },
    }),
    update: staffRoute(ROLES.admin, {
      method: 'put',
      path: `/admin/${kind}/{id}`,
      operationId: `adminSave${One}`,
      summary: `Changes a ${kind === 'brands' ? 'brand' : 'category'} from the version the admin read; a changed slug keeps redirecting (admin)`,
      request: { params: idParam, query: langQuery, body: { ...json(body), required: true } },
      responses: { 200: { ...json(one), description: 'As saved' }, 404: refusalResponse('No such id'), ...saveRefusals },
    }),
  }
}

export function registerAdminBrandsCategories(app: OpenAPIHono<ApiEnv>) {
  const brandRoutes = routesOf('brands')
  const categoryRoutes = routesOf('categories')
  const actor = (c: Parameters<typeof actingStaff>[0]) => ({ actorId: actingStaff(c).id, now: c.var.now() })

  app.openapi(brandRoutes.list, async (c) => c.json({ success: true as const, data: { items: await listBrands(await c.var.db()) } }, 200))
  app.openapi(brandRoutes.read, async (c) =>
    c.json({ success: true as const, data: await getBrand(await c.var.db(), c.req.valid('param').id) }, 200),
  )
  app.openapi(brandRoutes.create, async (c) =>
    c.json({ success: true as const, data: await createBrand(await c.var.db(), c.req.valid('json'), actor(c)) }, 201),
  )
  app.openapi(brandRoutes.update, async (c) =>
    c.json(
      { success: true as const, data: await updateBrand(await c.var.db(), c.req.valid('param').id, c.req.valid('json'), actor(c)) },
      200,
    ),
  )

  app.openapi(categoryRoutes.list, async (c) =>
    c.json({ success: true as const, data: { items: await listCategories(await c.var.db()) } }, 200),
  )
  app.openapi(categoryRoutes.read, async (c) =>
    c.json({ success: true as const, data: await getCategory(await c.var.db(), c.req.valid('param').id) }, 200),
  )
  app.openapi(categoryRoutes.create, async (c) =>
    c.json({ success: true as const, data: await createCategory(await c.var.db(), c.req.valid('json'), actor(c)) }, 201),
  )
  app.openapi(categoryRoutes.update, async (c) =>
    c.json(
      { success: true as const, data: await updateCategory(await c.var.db(), c.req.valid('param').id, c.req.valid('json'), actor(c)) },
      200,
    ),
  )
}
