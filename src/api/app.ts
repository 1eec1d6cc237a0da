/**
 * The Shop API (the spec's "upstream"), mounted at /api. Every endpoint validates its input with
 * the contract's zod schemas; refusals are `{ success: false, message, data: { errors } }` in the
 * request's language, never a stack trace. Its OpenAPI document is generated from the same schemas.
 */
import { OpenAPIHono } from '@hono/zod-openapi'
import { appConfig } from '#app-config'
import { requestIdContext } from '~/lib/request-id.server'
import { m } from '~/paraglide/messages.js'
import type { Database } from './db/executor'
import { database } from './db/database'
import type { ApiEnv } from './http/env'
import { errorBody, handleApiError, validationFailed } from './http/errors'
import { requestLocale } from './http/locale'
import { refuseCrossSiteForms } from './http/cross-site-forms'
import { refuseNulCharacters } from './http/nul-characters'
import { clientAddress } from './http/client-address'
import { withAuditOrigin } from '~/api/services/shared/audit-origin'
import { registerSessionToken } from './http/openapi-security'
import { registerAuth } from './routes/auth'
import { registerAddresses } from './routes/addresses'
import { registerAccount } from './routes/account'
import { registerConfirmationLinks } from './routes/confirmation-links'
import { registerCart } from './routes/cart'
import { registerCatalogue } from './routes/catalogue'
import { registerCatalogueIndex } from './routes/catalogue-index'
import { registerContact } from './routes/contact'
import { registerCreditNotes } from './routes/credit-notes'
import { registerContentPages } from './routes/content-pages'
import { registerCheckout } from './routes/checkout'
import { registerInitialData } from './routes/initial-data'
import { registerProduct } from './routes/product'
import { registerReorder } from './routes/reorder'
import { registerInvoices } from './routes/invoices'
import { registerSatisfaction } from './routes/satisfaction'
import { registerStandingOrders } from './routes/standing-orders'
import { registerTracking } from './routes/tracking'
import { registerUser } from './routes/user'
import { resolveStaff } from './auth/require-staff'
import { registerAdmin } from './routes/admin'

const API_DESCRIPTION = [
  'Amounts are integer centimes of MAD.',
  'A session is named by its token, sent as `Authorization: Bearer <token>` (the `sessionToken` scheme); each operation says whether it needs one, reads one when sent, or reads none.',
  "The `X-XSRF-TOKEN` header the storefront sends is not read here: it guards the storefront's own server functions.",
  'Refusals answer `{ success: false, message, data: { errors } }` in the language of `{locale}` or of the `lang` parameter.',
].join('\n\n')

export function createApiApp(openDatabase: () => Promise<Database> = database, { now = () => new Date() }: { now?: () => Date } = {}) {
  const app = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => (result.success ? undefined : validationFailed(c, result.error)),
  }).basePath('/api')

  // The storefront's in-process calls continue its request's id; other callers get theirs here.
  app.use(requestIdContext())
  app.use(async (c, next) => {
    c.set('db', openDatabase)
    c.set('now', now)
    c.header('Cache-Control', 'no-store')
    await next()
  })
  // What every audit line of the request records besides its id (docs/decisions/0062).
  app.use((c, next) => withAuditOrigin({ clientAddress: clientAddress(c), userAgent: c.req.header('user-agent') }, next))
  app.use(refuseNulCharacters)
  app.use(refuseCrossSiteForms())

  // The back office: every /api/admin/* request is a staff member's, or refused (docs/decisions/0028).
  // First, so that no storefront path with a `{locale}` (`/{locale}/orders`) takes `admin` for one.
  app.use('/admin/*', resolveStaff)
  registerAdmin(app)

  registerInitialData(app)
  registerProduct(app)
  registerCatalogue(app)
  registerCatalogueIndex(app)
  registerContentPages(app)
  registerUser(app)
  registerCart(app)
  registerCheckout(app)
  registerAuth(app)
  registerAddresses(app)
  registerAccount(app)
  registerConfirmationLinks(app)
  registerReorder(app)
  registerInvoices(app)
  registerSatisfaction(app)
  registerStandingOrders(app)
  registerTracking(app)
  registerContact(app)
  registerCreditNotes(app)

  // What a client generator needs besides the routes (docs/decisions/0055): where the API is
  // answered (the shop's public address; the paths carry /api), and its one credential.
  registerSessionToken(app)
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Shop API', version: '1.0.0', description: API_DESCRIPTION },
    servers: [{ url: appConfig().PUBLIC_SITE_URL, description: 'The shop (PUBLIC_SITE_URL)' }],
  })
  app.notFound((c) => c.json(errorBody(m.api_not_found({}, { locale: requestLocale(c) })), 404))
  app.onError(handleApiError)
  return app
}
