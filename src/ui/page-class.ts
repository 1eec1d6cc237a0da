/**
 * Body classes naming the page and the language, e.g. `page-espace-orders-id locale-ar`.
 * The page name comes from the deepest matched route, without layout segments (`_shop`), or
 * names the 404 and error screens.
 */
export function pageClassName(matches: ReadonlyArray<{ routeId: string; status: string }>): string {
  if (matches.some((match) => match.status === 'notFound')) return 'page-not-found'
  if (matches.some((match) => match.status === 'error')) return 'page-error'
  return routeClassName(matches.at(-1)?.routeId)
}

function routeClassName(routeId: string | undefined): string {
  const segments = (routeId ?? '/')
    .split('/')
    .filter((segment) => segment && !segment.startsWith('_'))
    .map((segment) => (segment === '$' ? 'splat' : segment.replace(/^\$/, '')))
    .map((segment) => segment.replace(/[^a-zA-Z0-9-]+/g, '-').toLowerCase())
  return `page-${segments.join('-') || 'index'}`
}
