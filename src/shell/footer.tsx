import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { publicConfigQuery } from '~/features/shop/shop.queries'
import { m } from '~/paraglide/messages.js'
import { ClockIcon, DropletIcon, MailIcon, PhoneIcon } from '~/ui/icons'

const helpPages = [
  { to: '/a-propos', label: m.footer_about },
  { to: '/faq', label: m.footer_faq },
  { to: '/conditions-generales-de-vente', label: m.footer_terms },
  { to: '/mentions-legales', label: m.footer_legal },
] as const

export function Footer() {
  const { data: config } = useQuery(publicConfigQuery)
  return (
    <footer className="mt-16 border-t border-slate-200 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="mb-2 flex items-center gap-2 text-lg font-bold">
            <DropletIcon className="size-5" />
            {m.shop_name()}
          </p>
          <p className="text-sm text-brand-100">{m.footer_about()}</p>
        </div>
        <div>
          <h2 className="mb-2 font-bold">{m.footer_shop()}</h2>
          <ul className="space-y-1 text-sm">
            <li>
              <Link to="/catalogue/$" params={{ _splat: '' }} className="hover:underline">
                {m.nav_catalogue()}
              </Link>
            </li>
            <li>
              <Link to="/espace" className="hover:underline">
                {m.nav_account()}
              </Link>
            </li>
            <li>
              <Link to="/nous-contacter" className="hover:underline">
                {m.nav_contact()}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-2 font-bold">{m.footer_help()}</h2>
          {/* Short labels from the messages: the pages' texts load only with their pages. */}
          <ul className="space-y-1 text-sm">
            {helpPages.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className="hover:underline">
                  {label()}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-2 font-bold">{m.footer_contact_us()}</h2>
          <ul className="space-y-1 text-sm">
            {config ? (
              <>
                <li className="flex items-center gap-2">
                  <PhoneIcon className="size-4 shrink-0" />
                  <a href={`tel:${config.contactPhone.replace(/\s+/g, '')}`} dir="ltr" className="hover:underline">
                    {config.contactPhone}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <MailIcon className="size-4 shrink-0" />
                  <a href={`mailto:${config.contactEmail}`} dir="ltr" className="hover:underline">
                    {config.contactEmail}
                  </a>
                </li>
              </>
            ) : null}
            <li className="flex items-center gap-2">
              <ClockIcon className="size-4 shrink-0" />
              {m.footer_hours()}
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-brand-700 py-4 text-center text-xs text-brand-100">
        {m.footer_rights({ year: new Date().getFullYear() })}
      </p>
    </footer>
  )
}
