/**
 * The `route` label of the request metrics: a name from a short, fixed list, never the path a
 * visitor typed (each distinct value is a series Prometheus keeps; a scanner's random paths would
 * fill it). The Shop API's Hono route pattern (`/api/:locale/:cityId/products`), the page's
 * TanStack route id (`/_shop/produit/$product`), the edge's own Hono pattern (`/media/:folder/:file`),
 * or a class: `server_function`, `not_found`, `api_not_found`.
 */
import { createRouter } from '@tanstack/react-router'
import type { Context } from 'hono'
import { routePath } from 'hono/route'
import { delocalizePath } from '~/i18n/locale-path'
import { isServerFunction } from '~/lib/server-fn-transport'
import { routeTree } from '~/routeTree.gen'
import { sharedApiApp } from '~/upstream/transport.server'

/** A router used only to match paths to route ids: no loader runs, nothing renders. */
let pageMatcher: { getMatchedRoutes: (pathname: string) => readonly unknown[] } | undefined

/** The route id a page path renders (its language prefix removed, as the router's rewrite does). */
function pageRouteId(pathname: string): string {
  // Matching reads no context: the root's query client is never asked for.
  pageMatcher ??= createRouter({ routeTree, context: { queryClient: undefined as never } })
  const [, , route] = pageMatcher.getMatchedRoutes(delocalizePath(pathname)) as [unknown, unknown, { id?: string } | undefined]
  return route?.id ?? 'page'
}

/** Hono registers middleware (`use`) under this method; endpoints under their own. */
const MIDDLEWARE_METHOD = 'ALL'

/** The Shop API endpoint's pattern, matched as the API's own router will (HEAD as GET, as Hono does). */
function apiRoutePattern(method: string, pathname: string): string {
  const [matches] = sharedApiApp().router.match(method === 'HEAD' ? 'GET' : method, pathname)
  const endpoint = matches.find(([[, route]]) => route.method !== MIDDLEWARE_METHOD)
  return endpoint?.[0][1].path ?? 'api_not_found'
}

/** Called after the answer: `c.req.routeIndex` then names the edge's handler that gave it. */
export function routeLabel(c: Context): string {
  const pathname = c.req.path
  if (pathname === '/api' || pathname.startsWith('/api/')) return apiRoutePattern(c.req.method, pathname)
  if (isServerFunction(pathname)) return 'server_function'
  const edgeRoute = routePath(c)
  // The catch-all: a page rendered by TanStack Start, or from the page cache.
  if (edgeRoute === '*' || edgeRoute === '/*' || edgeRoute === '') {
    return c.res.status === 404 ? 'not_found' : pageRouteId(pathname)
  }
  return edgeRoute
}
