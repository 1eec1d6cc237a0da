import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { DropletIcon } from '~/ui/icons'
import { LanguageSwitcher } from '~/ui/layout/language-switcher'
import { noStoreHeaders } from '~/ui/page-head'

/** The empty layout of the authentication pages: no header or footer, only the logo and language. */
export const Route = createFileRoute('/_auth')({
  headers: noStoreHeaders,
  component: () => (
    <div className="flex min-h-dvh flex-col items-center bg-brand-50 px-4 py-8">
      <div className="mb-6 flex w-full max-w-md items-center justify-between">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-brand-700">
          <DropletIcon className="size-7 text-brand-500" />
          {m.shop_name()}
        </Link>
        <LanguageSwitcher />
      </div>
      <div className="w-full max-w-md rounded-2xl bg-white shadow-sm">
        <Outlet />
      </div>
    </div>
  ),
})
