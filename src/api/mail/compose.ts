/**
 * The shop's e-mails, in the customer's language: plain text and HTML from the same parts.
 * Every value is escaped in the HTML; Arabic mail is laid out right to left.
 */
import type { Locale } from '~/paraglide/runtime.js'
import { appConfig } from '#app-config'
import { m } from '~/paraglide/messages.js'

export type ComposedEmail = { subject: string; text: string; html: string }

/** A link into the shop, from PUBLIC_SITE_URL (never the request's Host header, forgeable), in the customer's language. */
export function shopLink(locale: Locale, path: string): string {
  return `${appConfig().PUBLIC_SITE_URL}${locale === 'ar' ? '/ar' : ''}${path}`
}

type Parts = {
  locale: Locale
  subject: string
  /** The customer's first name, when known. */
  name?: string
  paragraphs: string[]
  /** Items shown as a list after the paragraphs (an order's lines). */
  list?: string[]
  button?: { label: string; url: string }
  footer?: string
  /** A quieter link under the footer (stopping reminders). */
  footerLink?: { label: string; url: string }
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

export function composeEmail({ locale, subject, name, paragraphs, list, button, footer, footerLink }: Parts): ComposedEmail {
  const shop = m.shop_name({}, { locale })
  // Nobody is greeted by a name that is not theirs (a member invited from the command line has none).
  const greeting = name?.trim() ? m.mail_greeting({ name: name.trim() }, { locale }) : m.mail_greeting_no_name({}, { locale })
  const signature = m.mail_signature({ shop }, { locale })
  const text = [
    greeting,
    ...paragraphs,
    ...(list?.length ? [list.map((item) => `• ${item}`).join('\n')] : []),
    ...(button ? [button.url] : []),
    ...(footer ? [footer] : []),
    ...(footerLink ? [`${footerLink.label} : ${footerLink.url}`] : []),
    signature,
  ].join('\n\n')
  const dir = locale === 'ar' ? 'rtl' : 'ltr'
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f0f7ff;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#1d4ed8;margin:0 0 16px">${escapeHtml(shop)}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`).join('\n')}
${list?.length ? `<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
${
  button
    ? `<p><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(button.label)}</a></p>
<p style="font-size:12px;color:#475569" dir="ltr">${escapeHtml(button.url)}</p>`
    : ''
}
${footer ? `<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>` : ''}
${footerLink ? `<p style="font-size:13px"><a href="${escapeHtml(footerLink.url)}" style="color:#475569">${escapeHtml(footerLink.label)}</a></p>` : ''}
<p>${escapeHtml(signature)}</p>
</div></body></html>`
  return { subject, text, html }
}
