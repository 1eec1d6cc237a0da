import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, Scripts, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { CartProvider } from '~/features/cart/cart-context'
import type { FindProduct } from '~/features/cart/cart-sync'
import { productQuery } from '~/features/catalogue/catalogue.queries'
import { initialDataQuery } from '~/features/city/city.queries'
import { publicConfigQuery } from '~/features/shop/shop.queries'
import { m } from '~/paraglide/messages.js'
import { textDirection } from '~/i18n/direction'
import { getLocale } from '~/paraglide/runtime.js'
import appCss from '~/styles/app.css?url'
import { useConnectionToasts } from '~/ui/connection-toasts'
import { DocumentHead } from '~/ui/document-head'
import { LoadingBar } from '~/ui/loading-bar'
import { mustReloadFor, watchForNewDeploys } from '~/ui/new-deploy'
import { fontPreloads } from '~/ui/fonts'
import { pageClassName } from '~/ui/page-class'
import { Toaster } from '~/ui/toasts/toaster'
import { PostedResultProvider } from '~/ui/form/posted-result'
import { takeFormResult } from '~/upstream/form-result'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: ({ location, cause }) => {
    // After a new deploy, the next client-side navigation becomes a full page load.
    if (typeof window !== 'undefined' && cause !== 'preload' && mustReloadFor(location.publicHref)) {
      return new Promise<never>(() => {})
    }
  },
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(publicConfigQuery),
      // Initial data at app start; its failure is ignored inside the function.
      context.queryClient.ensureQueryData(initialDataQuery()),
    ])
    // A kit form posted without scripts: its refusal or success, for the page's form (on the server only).
    return { formResult: takeFormResult() }
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: `${m.shop_name()} · ${m.shop_tagline()}` },
      { name: 'description', content: m.meta_description() },
      { name: 'theme-color', content: '#07709d' },
    ],
    links: [
      ...fontPreloads(getLocale()),
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
})

function RootDocument({ children }: { children: ReactNode }) {
  const locale = getLocale()
  const pageClass = useRouterState({ select: (state) => pageClassName(state.matches) })
  return (
    <html lang={locale} dir={textDirection(locale)}>
      <head>
        <DocumentHead />
      </head>
      <body className={`${pageClass} locale-${locale}`}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {m.skip_to_content()}
        </a>
        <LoadingBar />
        {children}
        <Toaster />
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  useConnectionToasts()
  useEffect(() => watchForNewDeploys(), [])
  useEffect(() => {
    // Marks the page as interactive: browser tests wait for it before clicking.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  const queryClient = useQueryClient()
  // The cart reads products through the catalogue's cached query (the root composes both).
  const [findProduct] = useState(() => {
    const find: FindProduct = (cityId, productId) => queryClient.fetchQuery(productQuery(cityId, productId))
    return find
  })
  const { formResult } = Route.useLoaderData()
  return (
    <CartProvider findProduct={findProduct}>
      <PostedResultProvider value={formResult}>
        <Outlet />
      </PostedResultProvider>
    </CartProvider>
  )
}
