/**
 * The shop's Prometheus figures (docs/decisions/0045): one registry of its own, served only on the
 * metrics port (src/server/metrics-listener.ts), and the business counters the Shop API's services
 * move. Here in lib/ because both the API and the edge (src/server/) use it. Kept on globalThis: the
 * dev server re-runs modules, and prom-client refuses a second metric of the same name.
 */
import { Counter, Registry } from 'prom-client'

type ShopMetrics = { registry: Registry; ordersPlaced: Counter }
const state = globalThis as { shopMetrics?: ShopMetrics }

function createShopMetrics(): ShopMetrics {
  const registry = new Registry()
  return {
    registry,
    ordersPlaced: new Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders committed by this instance (an idempotent replay of an order is not counted again).',
      registers: [registry],
    }),
  }
}

const metrics = (state.shopMetrics ??= createShopMetrics())

export const metricsRegistry = metrics.registry
/** Moved once per new order, after its transaction committed. */
export const ordersPlaced = metrics.ordersPlaced
