import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { CartButton } from '~/features/cart/components/cart-button'
import { CityPicker } from '~/features/city/components/city-picker'
import { UserMenu } from '~/features/account/components/user-menu'
import { DropletIcon } from '~/ui/icons'
import { LanguageSwitcher } from './language-switcher'

const navLinkClass = 'whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-700'

/**
 * The shop's header: logo, city picker, language switcher, account, cart, navigation.
 */
export function Header() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-3 sm:flex-nowrap sm:gap-4">
        <Link to="/" className="me-auto flex items-center gap-2 text-xl font-extrabold text-brand-700">
          <DropletIcon className="size-7 text-brand-500" />
          <span>{m.shop_name()}</span>
        </Link>
        {/* On phones the city takes a row of its own under the logo. */}
        <div className="order-last basis-full sm:order-none sm:basis-auto">
          <CityPicker />
        </div>
        <LanguageSwitcher />
        <UserMenu />
        <CartButton />
      </div>
      <nav aria-label={m.nav_label()} className="border-t border-slate-100">
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 py-1 sm:px-4">
          <li>
            <Link to="/" className={navLinkClass} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
              {m.nav_home()}
            </Link>
          </li>
          <li>
            <Link to="/catalogue/$" params={{ _splat: '' }} className={navLinkClass}>
              {m.nav_catalogue()}
            </Link>
          </li>
          <li>
            <Link to="/nous-contacter" className={navLinkClass} activeProps={{ 'aria-current': 'page' }}>
              {m.nav_contact()}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  )
}
