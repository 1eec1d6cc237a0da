import { createFileRoute, Link, Outlet, redirect } from '@tanstack/react-router'
import { AccessRefused } from '~/features/back-office/staff/components/access-refused'
import { BackOfficeNav } from '~/features/back-office/staff/components/back-office-nav'
import { StepUpHost } from '~/features/back-office/security/step-up'
import { m } from '~/paraglide/messages.js'
import { LanguageSwitcher } from '~/shell/language-switcher'
import { MainLandmark } from '~/ui/main-landmark'
import { pageTitle } from '~/ui/page-head'

/**
 * The back office (docs/decisions/0028): staff only, in both languages, never cached or indexed.
 * Its own header: the section menu for the role, who is signed in, the language, the shop.
 */
export const Route = createFileRoute('/gestion')({
  headers: () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }),
  head: () => ({ meta: [{ title: pageTitle(m.bo_title()) }, { name: 'robots', content: 'noindex, nofollow' }] }),
  beforeLoad: async ({ context, location }) => {
    // Loaded when the back office is opened: the route tree, and so this definition, loads with
    // every storefront page, and the guard's query and server function are the back office's own.
    const { loadStaffAccess } = await import('~/features/back-office/staff/guard')
    const loaded = await loadStaffAccess({ queryClient: context.queryClient, location })
    // A role that must have a second factor, and none yet: the enrollment first (docs/decisions/0060).
    if (loaded.access.status === 'staff' && loaded.access.me.second_factor_missing && !location.pathname.endsWith('/gestion/securite')) {
      throw redirect({ to: '/gestion/securite' })
    }
    return loaded
  },
  component: BackOfficeLayout,
})

function BackOfficeLayout() {
  const { access } = Route.useRouteContext()
  if (access.status !== 'staff') return <AccessRefused message={access.status === 'refused' ? access.message : ''} />
  const { me } = access
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-lg font-bold text-brand-700">
              {m.bo_title()} · {m.shop_name()}
            </p>
            <div className="flex items-center gap-3 text-sm">
              <span className="text-slate-700" data-testid="bo-me">
                {me.name} ({roleLabel(me.role)})
              </span>
              <LanguageSwitcher />
              <Link to="/" className="font-semibold text-brand-700 underline">
                {m.bo_back_to_shop()}
              </Link>
            </div>
          </div>
          <BackOfficeNav me={me} />
        </div>
      </header>
      <MainLandmark className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </MainLandmark>
      <StepUpHost />
    </div>
  )
}

const roleLabel = (role: 'admin' | 'staff' | 'driver') =>
  ({ admin: m.bo_role_admin, staff: m.bo_role_staff, driver: m.bo_role_driver })[role]()
