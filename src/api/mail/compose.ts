/**
 * The shop's e-mails, in the customer's language: plain text and HTML from the same parts.
 * Every value is escaped in the HTML; Arabic mail is laid out right to left.
 */
import { m } from '../../paraglide/messages.js'
import type { ApiLocale } from '../contract/common'

export type ComposedEmail = { subject: string; text: string; html: string }

type Parts = {
  locale: ApiLocale
  subject: string
  /** The customer's first name, when known. */
  name?: string
  paragraphs: string[]
  button?: { label: string; url: string }
  footer?: string
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

export function composeEmail({ locale, subject, name, paragraphs, button, footer }: Parts): ComposedEmail {
  const shop = m.shop_name({}, { locale })
  const greeting = m.mail_greeting({ name: name?.trim() || shop }, { locale })
  const signature = m.mail_signature({ shop }, { locale })
  const text = [greeting, ...paragraphs, ...(button ? [button.url] : []), ...(footer ? [footer] : []), signature].join('\n\n')
  const dir = locale === 'ar' ? 'rtl' : 'ltr'
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f0f7ff;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#1d4ed8;margin:0 0 16px">${escapeHtml(shop)}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${button ? `<p><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(button.label)}</a></p>
<p style="font-size:12px;color:#475569" dir="ltr">${escapeHtml(button.url)}</p>` : ''}
${footer ? `<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>` : ''}
<p>${escapeHtml(signature)}</p>
</div></body></html>`
  return { subject, text, html }
}
