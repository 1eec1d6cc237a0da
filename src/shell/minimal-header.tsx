import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { DropletIcon } from '~/ui/icons'
import { LanguageSwitcher } from './language-switcher'

/** The top of the pages without the shop's layout (sign-in pages, privacy page): the logo home and the language. */
export function MinimalHeader({ className = '' }: { className?: string }) {
  return (
    <div className={`flex items-center justify-between gap-4 ${className}`}>
      <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-brand-700">
        <DropletIcon className="size-7 text-brand-500" />
        {m.shop_name()}
      </Link>
      <LanguageSwitcher />
    </div>
  )
}
