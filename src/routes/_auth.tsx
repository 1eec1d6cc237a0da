import { createFileRoute, Outlet } from '@tanstack/react-router'
import { MinimalHeader } from '~/shell/minimal-header'
import { MainLandmark } from '~/ui/main-landmark'
import { noStoreHeaders } from '~/ui/page-head'

/**
 * The empty layout of the authentication pages: no header or footer, only the logo and language.
 * Its card is the page's `<main>`, where "skip to content" leads (the pages draw none of their own).
 */
export const Route = createFileRoute('/_auth')({
  headers: noStoreHeaders,
  component: () => (
    <div className="flex min-h-dvh flex-col items-center bg-brand-50 px-4 py-8">
      <MinimalHeader className="mb-6 w-full max-w-md" />
      <MainLandmark className="w-full max-w-md rounded-2xl bg-white shadow-sm">
        <Outlet />
      </MainLandmark>
    </div>
  ),
})
