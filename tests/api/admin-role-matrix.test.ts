/**
 * The back office's role matrix, walked from the routes the Shop API's Hono app registers and from
 * its OpenAPI document, so that a new endpoint is in it the day it is written, even one registered
 * outside the document (docs/decisions/0028, 0063): every `/api/admin` operation refuses a visitor
 * (401) and a customer (403) with no data, whatever its body; a driver reaches only their round and
 * their own orders; staff reach all but the admin's staff and audit pages and stock changes.
 */
import { describe, expect, it } from 'vitest'
import { adminCall, createMember } from './back-office-helpers'
import { type Api, apiOn, useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase()
type Operation = { method: string; path: string }
const keyOf = ({ method, path }: Operation) => `${method} ${path}`

/** The operations the document lists (paths as `{name}`). */
async function documented(app: Api): Promise<Operation[]> {
  const document = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> }
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  )
}

/** The routes the app itself registered (`app.routes`), middleware aside, with `:name` written `{name}` as in the document. */
const registered = (app: Api): Operation[] =>
  app.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => ({ method: route.method, path: route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}') }))

/** Every `/api/admin/` operation, registered or documented, once. */
async function adminOperations(app: Api): Promise<Operation[]> {
  const all = new Map([...registered(app), ...(await documented(app))].map((operation) => [keyOf(operation), operation]))
  return [...all.values()].filter((operation) => operation.path.startsWith('/api/admin/'))
}

const operations = await adminOperations(api)
/** A concrete URL for an operation: its path parameters filled. */
const urlOf = ({ path }: Operation) => path.replace(/\{[^}]+\}/g, (name) => (name === '{reference}' ? 'MS-NOPE-0000' : '999999'))

/** GETs without path parameters whose query is required (a round's suggestion names its day, city and driver). */
const QUERY_REQUIRED = new Set(['GET /api/admin/deliveries/round/suggestion', 'GET /api/admin/dispatch/proposal'])

/** What a driver may call: who they are, their second factor, their round, their own orders (unknown ones are 404), the payment modes. */
const DRIVER_MAY = new Set([
  'GET /api/admin/me',
  'GET /api/admin/second-factor',
  'POST /api/admin/second-factor/enroll',
  'POST /api/admin/second-factor/confirm',
  'POST /api/admin/step-up',
  'GET /api/admin/my-round',
  'GET /api/admin/order-filters',
  'GET /api/admin/orders/{reference}',
  'POST /api/admin/orders/{reference}/status',
  'POST /api/admin/orders/{reference}/arrived',
])
/** What only an admin may call. */
const ADMIN_ONLY = new Set([
  'GET /api/admin/staff',
  'POST /api/admin/staff',
  'PATCH /api/admin/staff/{id}',
  'GET /api/admin/staff/invitations',
  'POST /api/admin/staff/invitations/{id}/resend',
  'DELETE /api/admin/staff/invitations/{id}',
  'POST /api/admin/staff/{id}/second-factor/reset',
  'PUT /api/admin/second-factor-roles',
  'GET /api/admin/audit',
  'PUT /api/admin/content/{slug}',
  'PUT /api/admin/stock/{kind}/{id}',
  'POST /api/admin/stock/counts',
  'PUT /api/admin/prices/{product_id}',
  'POST /api/admin/prices/bulk',
  'PUT /api/admin/rules/settings',
  'POST /api/admin/rules/cities',
  'PUT /api/admin/rules/cities/{cityId}',
  'PUT /api/admin/rules/delivery-modes/{modeId}',
  'PUT /api/admin/rules/reminders/{reminderId}',
  'POST /api/admin/rules/reminders',
  'PUT /api/admin/holidays/{year}',
  'POST /api/admin/products',
  'PUT /api/admin/products/{id}',
  'POST /api/admin/product-images',
  'POST /api/admin/brands',
  'PUT /api/admin/brands/{id}',
  'POST /api/admin/categories',
  'PUT /api/admin/categories/{id}',
  'POST /api/admin/vouchers',
  'PUT /api/admin/vouchers/{id}',
  // The fleet the dispatch splits a day among (docs/decisions/0100): staff read it and dispatch.
  'PUT /api/admin/dispatch/vans/{driver_id}',
  'POST /api/admin/dispatch/depots',
  'PUT /api/admin/dispatch/depots/{id}',
])

const customer = await createMember(db, 'customer')
const driver = await createMember(db, 'driver')
const staff = await createMember(db, 'staff')

describe('the back office role matrix, from the app’s routes and the OpenAPI document', () => {
  it('lists the back office’s operations', () => {
    expect(operations.length).toBeGreaterThanOrEqual(27)
  })

  it('lists a route registered outside the OpenAPI document too, and the central guard refuses it', async () => {
    const app = apiOn(db)
    app.get('/admin/registered-outside/:id', (c) => c.json({ success: true, data: { secret: c.req.param('id') } }))
    const listed = (await adminOperations(app)).map(keyOf)
    expect(listed).toContain('GET /api/admin/registered-outside/{id}')
    expect((await documented(app)).map(keyOf)).not.toContain('GET /api/admin/registered-outside/{id}')
    expect((await adminCall(app, '/api/admin/registered-outside/1')).status).toBe(401)
    expect((await adminCall(app, '/api/admin/registered-outside/1', { token: customer.token })).status).toBe(403)
  })

  it('finds every route of the app in the OpenAPI document, but the document itself and the outside sign-in callbacks', async () => {
    const inDocument = new Set((await documented(api)).map(keyOf))
    const outside = [...new Set(registered(api).map(keyOf))].filter((key) => !inDocument.has(key))
    expect(outside.sort()).toEqual(['GET /api/auth/callback/{provider}', 'GET /api/openapi.json', 'POST /api/auth/callback/{provider}'])
  })

  it('refuses visitors (401) and customers (403) on every operation, before reading the request', async () => {
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`
      const body = operation.method === 'GET' ? undefined : { role: 'admin', points: 1000, status: 'delivered' }
      const visitor = await adminCall(api, urlOf(operation), { method: operation.method, body })
      expect(visitor.status, key).toBe(401)
      expect(visitor.body.data, key).toEqual({ errors: {} })
      const asCustomer = await adminCall(api, urlOf(operation), { method: operation.method, body, token: customer.token })
      expect(asCustomer.status, key).toBe(403)
      expect(asCustomer.body.data, key).toEqual({ errors: {} })
    }
  })

  it('refuses a role before reading its input: a driver or staff member outside the roles gets 403, never a 400', async () => {
    const junk = { role: 'admin', points: 'many', status: 42, q: 'x'.repeat(5000) }
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`
      // Bad path parameters and a bad query, and for writes a body that fails every contract.
      const url = `${operation.path.replace(/\{[^}]+\}/g, 'abc')}?page=-1&date=no&lang=xx`
      const body = operation.method === 'GET' ? undefined : junk
      if (!DRIVER_MAY.has(key)) {
        const asDriver = await adminCall(api, url, { method: operation.method, body, token: driver.token })
        expect(asDriver.status, key).toBe(403)
        expect(asDriver.body.data, key).toEqual({ errors: {} })
      }
      if (ADMIN_ONLY.has(key)) {
        const asStaff = await adminCall(api, url, { method: operation.method, body, token: staff.token })
        expect(asStaff.status, key).toBe(403)
      }
    }
  })

  it('keeps drivers to their round and staff out of the admin’s pages (every GET without required input)', async () => {
    const plain = operations.filter((operation) => operation.method === 'GET' && !operation.path.includes('{'))
    expect(plain.length).toBeGreaterThanOrEqual(12)
    for (const operation of plain) {
      const key = `${operation.method} ${operation.path}`
      // Statuses only: the CSV export answers a file, not JSON.
      const statusAs = async (token: string) =>
        (await api.request(urlOf(operation), { headers: { Authorization: `Bearer ${token}` } })).status
      expect(await statusAs(driver.token), key).toBe(DRIVER_MAY.has(key) ? 200 : 403)
      // A GET whose query is required: past the role, its missing input is the staff's 400.
      expect(await statusAs(staff.token), key).toBe(ADMIN_ONLY.has(key) ? 403 : QUERY_REQUIRED.has(key) ? 400 : 200)
    }
    // Two calls per GET, one after the other: their number grows with each back-office screen.
  }, 20_000)
})
