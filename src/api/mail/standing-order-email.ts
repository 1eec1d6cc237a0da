/**
 * The standing order's e-mail for one date (docs/decisions/0085), in the customer's language:
 * the order made (with a link to skip it), or why none was made yet (a price rise waiting for the
 * customer's yes, or stock and the city's rules). Each tells what changed: a date moved off a
 * holiday, a new price. Its links open the date's page without signing in, until the cut-off.
 */
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { composeEmail, shopLink } from './compose'
import type { OutgoingEmail } from './outbox'

export type StandingEmailFacts = {
  to: string
  name: string
  locale: Locale
  /** The signed token of the date's page. */
  token: string
  /** When the link can no longer act (the date's cut-off, or later): the stored e-mail loses it then. */
  linkExpiresAt: Date
  slot: string
  /** The day it is delivered on, when the slot moved (a holiday, the city's days). */
  movedTo: string | null
  /** The total agreed, and the total priced today. */
  agreed: number
  total: number
} & (
  | { kind: 'ordered'; reference: string; lines: { nameFr: string; nameAr: string; quantity: number }[] }
  | { kind: 'awaiting'; maxRisePercent: number }
  | { kind: 'held'; reason: string }
)

export function standingOrderEmail(facts: StandingEmailFacts): OutgoingEmail {
  const { locale, token, slot, movedTo, agreed, total } = facts
  const day = (value: string) => formatDate(value, locale)
  const money = (value: number) => formatMoney(value, locale)
  const date = day(movedTo ?? slot)
  const page = shopLink(locale, `/abonnement/${token}`)
  const changes = [
    ...(movedTo ? [m.sub_mail_moved({ from: day(slot), to: day(movedTo) }, { locale })] : []),
    ...(total !== agreed && facts.kind !== 'held'
      ? [m.sub_mail_price_changed({ before: money(agreed), after: money(total) }, { locale })]
      : []),
  ]
  const manage = { label: m.sub_mail_manage_link({}, { locale }), url: page }
  const cutoff = m.sub_mail_cutoff_note({}, { locale })
  let email
  if (facts.kind === 'ordered') {
    // A Latin reference inside Arabic text keeps its own direction (first-strong isolate).
    const reference = locale === 'ar' ? `\u2068${facts.reference}\u2069` : facts.reference
    email = composeEmail({
      locale,
      subject: m.sub_mail_ordered_subject({ date }, { locale }),
      name: facts.name,
      paragraphs: [m.sub_mail_ordered_body({ date, reference, total: money(total) }, { locale }), ...changes],
      list: facts.lines.map((line) =>
        m.mail_reminder_line({ quantity: line.quantity, name: locale === 'ar' ? line.nameAr : line.nameFr }, { locale }),
      ),
      button: { label: m.sub_mail_skip_button({}, { locale }), url: `${page}?action=skip` },
      footer: cutoff,
      footerLink: manage,
    })
  } else if (facts.kind === 'awaiting') {
    email = composeEmail({
      locale,
      subject: m.sub_mail_awaiting_subject({ date }, { locale }),
      name: facts.name,
      paragraphs: [m.sub_mail_awaiting_body({ date, percent: facts.maxRisePercent }, { locale }), ...changes],
      button: { label: m.sub_mail_confirm_button({}, { locale }), url: `${page}?action=confirm` },
      footer: cutoff,
      footerLink: manage,
    })
  } else {
    email = composeEmail({
      locale,
      subject: m.sub_mail_held_subject({ date }, { locale }),
      name: facts.name,
      paragraphs: [m.sub_mail_held_body({ date, reason: facts.reason }, { locale }), ...changes],
      button: { label: m.sub_mail_manage_link({}, { locale }), url: page },
    })
  }
  // Like every e-mail with a link: its token is cut from the stored copy once sent, or once it expires.
  return { ...email, to: facts.to, locale, secrets: [token], linkExpiresAt: facts.linkExpiresAt }
}
