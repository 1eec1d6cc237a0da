import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import altchaCss from 'altcha/altcha.css?url'
import { ContactForm } from '~/features/contact/components/contact-form'
import { shopContactQuery } from '~/features/contact/contact.queries'
import { m } from '~/paraglide/messages.js'
import { ClockIcon, MailIcon, PhoneIcon } from '~/ui/icons'
import { pageHead } from '~/ui/page-head'

/** Contact page: how to reach the shop, and the contact form (captcha: docs/decisions/0018). */
export const Route = createFileRoute('/_shop/nous-contacter')({
  loader: ({ context }) => context.queryClient.ensureQueryData(shopContactQuery()),
  head: () => ({ ...pageHead(m.page_contact()), links: [{ rel: 'stylesheet', href: altchaCss }] }),
  component: ContactPage,
})

function ContactPage() {
  const { data: contact } = useSuspenseQuery(shopContactQuery())
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{m.page_contact()}</h1>
      <p className="mb-8 text-slate-600">{m.contact_intro()}</p>
      <dl className="mb-8 grid gap-4 rounded-xl bg-white p-6 shadow-sm sm:grid-cols-3">
        <div>
          <dt className="mb-1 flex items-center gap-2 font-semibold">
            <PhoneIcon className="size-4 text-brand-500" />
            {m.contact_phone()}
          </dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} dir="ltr" className="text-brand-700 hover:underline">
              {contact.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="mb-1 flex items-center gap-2 font-semibold">
            <MailIcon className="size-4 text-brand-500" />
            {m.contact_email()}
          </dt>
          <dd>
            <a href={`mailto:${contact.email}`} dir="ltr" className="text-brand-700 hover:underline">
              {contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="mb-1 flex items-center gap-2 font-semibold">
            <ClockIcon className="size-4 text-brand-500" />
            {m.contact_hours()}
          </dt>
          <dd data-testid="contact-hours">{contact.hours}</dd>
        </div>
      </dl>
      <ContactForm />
    </main>
  )
}
