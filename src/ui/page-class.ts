/**
 * Body classes naming the page and the language (spec 2), e.g. `page-espace-orders-id locale-ar`.
 * The page name comes from the deepest matched route, without layout segments (`_shop`) or `$`.
 */
export function pageClassName(routeId: string | undefined): string {
  const segments = (routeId ?? '/')
    .split('/')
    .filter((segment) => segment && !segment.startsWith('_'))
    .map((segment) => (segment === '$' ? 'splat' : segment.replace(/^\$/, '')))
    .map((segment) => segment.replace(/[^a-zA-Z0-9-]+/g, '-').toLowerCase())
  return `page-${segments.join('-') || 'index'}`
}
