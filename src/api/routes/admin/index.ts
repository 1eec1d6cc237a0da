/** The back office's endpoints, all behind resolveStaff (src/api/app.ts). */
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { ApiEnv } from '~/api/http/env'
import { registerAdminBrandsCategories } from './brands-categories'
import { registerAdminContent } from './content'
import { registerAdminCustomers } from './customers'
import { registerAdminDashboard } from './dashboard'
import { registerAdminImports } from './imports'
import { registerAdminDocuments } from './documents'
import { registerAdminInbox } from './inbox'
import { registerAdminDeliveries } from './deliveries'
import { registerAdminDispatch } from './dispatch'
import { registerAdminCashClosings } from './cash-closings'
import { registerAdminJugs } from './jugs'
import { registerAdminRoundOrder } from './round-order'
import { registerAdminOrders } from './orders'
import { registerAdminDeliveryProofs } from './delivery-proofs'
import { registerAdminOrderBulk } from './order-bulk'
import { registerAdminPhoneOrders } from './phone-orders'
import { registerAdminCustomerGroups } from './customer-groups'
import { registerAdminOrderEdits } from './order-edits'
import { registerAdminPrices } from './prices'
import { registerAdminProducts } from './products'
import { registerAdminSecondFactor } from './second-factor'
import { registerAdminStaff } from './staff'
import { registerAdminStandingOrders } from './standing-orders'
import { registerAdminStock } from './stock'
import { registerAdminStockMovements } from './stock-movements'
import { registerAdminRules } from './rules'
import { registerAdminRefunds } from './refunds'
import { registerAdminAccounting } from './accounting'
import { registerAdminVouchers } from './vouchers'

export function registerAdmin(app: OpenAPIHono<ApiEnv>) {
  registerAdminOrders(app)
  registerAdminDeliveryProofs(app)
  registerAdminOrderBulk(app)
  registerAdminOrderEdits(app)
  registerAdminStaff(app)
  registerAdminSecondFactor(app)
  registerAdminCustomers(app)
  registerAdminInbox(app)
  registerAdminDashboard(app)
  registerAdminDeliveries(app)
  registerAdminDispatch(app)
  registerAdminCashClosings(app)
  registerAdminJugs(app)
  registerAdminRoundOrder(app)
  registerAdminContent(app)
  registerAdminStock(app)
  registerAdminStandingOrders(app)
  registerAdminStockMovements(app)
  registerAdminPrices(app)
  registerAdminRules(app)
  registerAdminProducts(app)
  registerAdminBrandsCategories(app)
  registerAdminVouchers(app)
  registerAdminImports(app)
  registerAdminPhoneOrders(app)
  registerAdminCustomerGroups(app)
  registerAdminDocuments(app)
  registerAdminRefunds(app)
  registerAdminAccounting(app)
}
