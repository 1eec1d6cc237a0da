import { Link } from '@tanstack/react-router'
import { ArrowStartIcon } from '~/ui/icons'

/** The way back up the account area, above a page's title. */
export function AccountBackLink({ to, label }: { to: '/espace' | '/espace/addresses'; label: string }) {
  return (
    <Link to={to} className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
      <ArrowStartIcon className="size-4" />
      {label}
    </Link>
  )
}
