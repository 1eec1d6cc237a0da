import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { getGlobalStartContext } from '@tanstack/react-start'
import { delocalizePath, localizePath } from './i18n/locale-path'
import './i18n/locale-strategies'
import { getLocale } from '~/paraglide/runtime.js'
import { routeTree } from './routeTree.gen'
import { stringifyUrlSearch } from './lib/url-search'
import type { FormPostResult } from './lib/form-post'
import { ErrorScreen } from './ui/error-screen'
import { NotFoundScreen } from './ui/not-found-screen'

/** A new router (and query cache) per server request, one for the browser. */
export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      // No retry; the error screen offers "Réessayer" instead.
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    stringifySearch: stringifyUrlSearch,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    // Routes are written once, in French paths; `/ar/...` maps onto them and back.
    rewrite: {
      input: ({ url }) => withPath(url, delocalizePath(url.pathname)),
      output: ({ url }) => withPath(url, localizePath(url.pathname, getLocale())),
    },
    // The CSP nonce Hono made for this request (src/server/security-headers.ts).
    ssr: { nonce: getGlobalStartContext()?.nonce },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

/** The URL with another path; the same URL when the path does not change (every French link). */
function withPath(url: URL, pathname: string): URL {
  if (pathname === url.pathname) return url
  const copy = new URL(url)
  copy.pathname = pathname
  return copy
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
    // What src/server.ts hands to TanStack Start with each request.
    // formResult: a kit form posted without scripts and refused, whose page is rendered again (src/lib/form-post.ts).
    server: { requestContext: { nonce?: string; clientAddress?: string; formResult?: FormPostResult } }
  }
}
