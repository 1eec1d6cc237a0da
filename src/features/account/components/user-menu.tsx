import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import type { ShopUser } from '~/api/contract/initial-data'
import { formatNumber } from '~/lib/numbers'
import { m } from '~/paraglide/messages.js'
import { UserIcon } from '~/ui/icons'
import { useSignOut } from '~/features/auth/use-sign-out'
import { initialDataQuery } from '~/features/city/city.queries'

const menuLinks = [
  { to: '/espace', label: m.usermenu_account },
  { to: '/espace/orders', label: m.usermenu_orders },
  { to: '/espace/consignes', label: m.dep_nav },
  { to: '/espace/addresses', label: m.usermenu_addresses },
  { to: '/espace/profil', label: m.usermenu_profile },
  { to: '/espace/gpdr', label: m.usermenu_privacy },
] as const

const itemClass =
  'block w-full rounded-md px-3 py-2 text-start text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50'

const displayName = (user: ShopUser) => `${user.first_name} ${user.last_name}`.trim() || user.email

/**
 * The spec's `UserDropDown`, in the header. The customer comes from the initial data, fetched
 * apart from the page (a visitor's cached page never carries anyone's name).
 */
export function UserMenu() {
  const { data } = useQuery(initialDataQuery())
  const user = data?.user ?? null
  return user ? <UserDropDown user={user} /> : <SignInLink />
}

function SignInLink() {
  const location = useLocation()
  const here = `${location.pathname}${location.searchStr}`
  return (
    <Link
      to="/login"
      search={here === '/' ? {} : { redirect: here }}
      data-testid="usermenu-sign-in"
      className="inline-flex items-center gap-1.5 rounded-lg p-2 text-sm font-semibold text-slate-700 hover:bg-brand-50"
    >
      <UserIcon className="size-5" />
      <span className="sr-only sm:not-sr-only">{m.usermenu_sign_in()}</span>
    </Link>
  )
}

/** A disclosure button and its list of links: Escape or a click elsewhere closes it, focus returns to the button. */
function UserDropDown({ user }: { user: ShopUser }) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const location = useLocation()
  const id = useId()

  // A followed link closes the menu.
  useEffect(() => setOpen(false), [location.pathname])

  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          close(true)
        }
      }}
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        data-testid="usermenu-button"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1.5 rounded-lg p-2 text-sm font-semibold text-slate-700 hover:bg-brand-50 aria-expanded:bg-brand-50"
      >
        <UserIcon className="size-5" />
        <span className="sr-only">{m.usermenu_button()}</span>
        <span className="hidden max-w-32 truncate sm:inline" aria-hidden="true">
          {user.first_name || displayName(user)}
        </span>
      </button>
      <div
        ref={panelRef}
        id={`${id}-menu`}
        hidden={!open}
        data-testid="usermenu-panel"
        className="absolute end-0 top-full z-40 mt-1 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <UserMenuLinks user={user} onNavigate={() => close(false)} />
      </div>
    </div>
  )
}

/** The menu's content: who is signed in, the account's pages, and signing out. Also the `/espace/UserDropDown` page. */
export function UserMenuLinks({ user, onNavigate }: { user: ShopUser; onNavigate?: () => void }) {
  const signOut = useSignOut()
  return (
    <nav aria-label={m.usermenu_button()}>
      <p className="border-b border-slate-100 px-3 pt-1 pb-2 text-sm">
        <span className="block font-bold text-slate-900" data-testid="usermenu-name">
          {displayName(user)}
        </span>
        <span className="block text-slate-500">{m.usermenu_points({ points: formatNumber(user.points) })}</span>
      </p>
      <ul className="grid gap-0.5 pt-1">
        {menuLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={itemClass}
              activeOptions={{ exact: true }}
              activeProps={{ 'aria-current': 'page' }}
              onClick={onNavigate}
            >
              {link.label()}
            </Link>
          </li>
        ))}
        <li className="mt-1 border-t border-slate-100 pt-1">
          <button type="button" className={itemClass} data-testid="usermenu-sign-out" onClick={() => void signOut()}>
            {m.usermenu_sign_out()}
          </button>
        </li>
      </ul>
    </nav>
  )
}

/** The `/espace/UserDropDown` page: the same menu, as a page. */
export function UserMenuPage() {
  const { data } = useQuery(initialDataQuery())
  const user = data?.user
  return (
    <main id="main" className="grid gap-4">
      <h1 className="text-2xl font-bold sm:text-3xl">{m.page_user_menu()}</h1>
      {user ? (
        <div className="max-w-sm rounded-xl bg-white p-3 shadow-sm">
          <UserMenuLinks user={user} />
        </div>
      ) : null}
    </main>
  )
}
