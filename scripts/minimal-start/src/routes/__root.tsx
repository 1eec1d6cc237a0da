import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export const Route = createRootRoute({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: 'Minimal TanStack Start page' },
      { name: 'description', content: 'The baseline the shop’s benchmark compares its pages with.' },
    ],
    // No icon file: an empty one, so the browser asks for no /favicon.ico (a 404 in Lighthouse's report).
    links: [{ rel: 'icon', href: 'data:,' }],
  }),
  shellComponent: RootDocument,
  component: Outlet,
})

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
