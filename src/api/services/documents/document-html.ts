/**
 * The one layout of the shop's legal documents (decision 0074): an invoice or a credit note as a
 * self-contained HTML page in French (left to right) or Arabic (right to left), for `renderPdf`.
 * It carries what CGI article 145 asks: the seller's identity and numbers (ICE, IF, RC, TP), the
 * buyer (with its company's name and ICE), the number from the continuous series, the date, each
 * line's quantity, unit price HT and rate, the VAT per rate, the totals and the payment terms.
 * `hono/html` escapes every value. In Arabic every reference, date and amount is isolated
 * (`<bdi dir="ltr">`) so the bidi algorithm never reorders its digits.
 */
import { html, raw } from 'hono/html'
import { DOCUMENT_FONT_CSS } from '~/api/files/pdf'
import { amountDigits } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import type { DocumentLine, LegalDocument } from './legal-document'

/** 1.234,50: amounts in the tables, in dirhams (the header says so), digits as Morocco writes them in both languages. */
export const amountText = (centimes: number): string => `${Math.round(centimes) < 0 ? '-' : ''}${amountDigits(centimes)}`

/** 27/11/2026 */
export const dayText = (day: string) => day.split('-').reverse().join('/')

const ltr = (text: string | number) => html`<bdi dir="ltr">${text}</bdi>`

const STYLE = `${DOCUMENT_FONT_CSS}
@page{size:A4;margin:14mm 12mm 18mm}
*{box-sizing:border-box}
body{font-family:Cairo,sans-serif;font-size:10pt;color:#0f172a;margin:0}
h1{font-size:18pt;margin:0;color:#0c4a6e}
.head{display:flex;justify-content:space-between;gap:16px;border-bottom:2px solid #0c4a6e;padding-bottom:8px}
.seller strong{font-size:13pt}
.muted{color:#475569}
.parties{display:flex;justify-content:space-between;gap:16px;margin:12px 0}
.box{border:1px solid #cbd5e1;border-radius:6px;padding:8px 10px;min-width:45%}
.box h2{font-size:10pt;margin:0 0 4px;color:#0c4a6e;text-transform:uppercase}
table{width:100%;border-collapse:collapse;margin-top:8px}
th{background:#e0f2fe;text-align:start;font-size:9pt;padding:4px 6px}
td{border-bottom:1px solid #e2e8f0;padding:4px 6px;vertical-align:top}
td.n,th.n{text-align:end;white-space:nowrap}
.totals{display:flex;justify-content:space-between;gap:16px;margin-top:10px;align-items:flex-start}
.totals table{width:48%}
.grand td{font-weight:700;font-size:11pt;border-top:2px solid #0c4a6e}
.terms{margin-top:12px}
section+section,.notice+section{break-before:page}
footer{margin-top:18px;border-top:1px solid #cbd5e1;padding-top:6px;font-size:8pt;color:#475569;text-align:center}`

function lineRow(line: DocumentLine, locale: Locale) {
  return html`<tr>
    <td>${line.label[locale]}</td>
    <td>${line.reference ? ltr(line.reference) : ''}</td>
    <td class="n">${ltr(line.quantity)}</td>
    <td class="n">${ltr(amountText(line.unitHt))}</td>
    <td class="n">${ltr(`${line.rate} %`)}</td>
    <td class="n">${ltr(amountText(line.totalHt))}</td>
  </tr>`
}

/** The seller's legal mentions, in one line at the foot of each page. */
function sellerMentions(doc: LegalDocument, locale: Locale) {
  const seller = doc.seller
  const mention = (label: string, value: string | null) => (value ? html`<span>${label} ${ltr(value)}</span> · ` : '')
  return html`<bdi>${seller.name}${seller.legal_form ? ` (${seller.legal_form})` : ''}</bdi>
    ${seller.capital ? html` · ${m.documents_doc_capital({}, { locale })} ${ltr(seller.capital)}` : ''} ·
    <bdi>${seller.address}, ${seller.city}</bdi><br />
    ${mention('ICE', seller.ice)}${mention(m.documents_doc_tax_id({}, { locale }), seller.tax_id)}${mention(
      m.documents_doc_trade_register({}, { locale }),
      seller.trade_register,
    )}${mention(m.documents_doc_patente({}, { locale }), seller.patente)}${mention('CNSS', seller.cnss)}${mention('RIB', seller.rib)}${mention(
      m.documents_doc_phone({}, { locale }),
      seller.phone,
    )}${seller.email ? ltr(seller.email) : ''}`
}

function paymentTerms(doc: LegalDocument, locale: Locale) {
  const payment = doc.payment
  if (payment.kind === 'due') return m.documents_doc_payment_due({ days: payment.days, date: dayText(payment.dueOn) }, { locale })
  if (payment.kind === 'refund') return m.documents_doc_payment_refund({ mode: payment.mode[locale] }, { locale })
  return payment.paidOn
    ? m.documents_doc_payment_paid({ mode: payment.mode[locale], date: dayText(payment.paidOn) }, { locale })
    : m.documents_doc_payment_on_delivery({ mode: payment.mode[locale] }, { locale })
}

/** One document's page(s): a section in its own language and direction, starting a new page. */
function documentSection(doc: LegalDocument, locale: Locale) {
  const t = (message: (inputs: object, options: { locale: Locale }) => string) => message({}, { locale })
  const title = doc.kind === 'invoice' ? t(m.documents_doc_invoice) : t(m.documents_doc_credit_note)
  const buyer = doc.buyer
  const company = buyer.company
  return html`<section lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
    <div class="head">
      <div class="seller">
        <strong><bdi>${doc.seller.name}</bdi></strong
        ><br />
        <span class="muted"><bdi>${doc.seller.address}, ${doc.seller.city}</bdi></span
        ><br />
        <span class="muted">ICE ${ltr(doc.seller.ice)}</span>
      </div>
      <div>
        <h1>${title} ${t(m.documents_doc_number)} ${ltr(doc.reference)}</h1>
        <div>${t(m.documents_doc_date)} ${ltr(dayText(doc.issuedOn))}</div>
        ${doc.corrects ? html`<div>${t(m.documents_doc_corrects)} ${ltr(doc.corrects)}</div>` : ''}
      </div>
    </div>
    <div class="parties">
      <div class="box">
        <h2>${t(m.documents_doc_buyer)}</h2>
        ${
          company
            ? html`<strong><bdi>${company.name}</bdi></strong
                ><br />`
            : ''
        }
        <span><bdi>${buyer.name}</bdi></span
        ><br />
        ${buyer.address.map(
          (line) =>
            html`<span><bdi>${line}</bdi></span
              ><br />`,
        )}
        ${buyer.phone ? html`<span>${ltr(buyer.phone)}</span><br />` : ''}
        ${company?.ice ? html`<span>ICE ${ltr(company.ice)}</span><br />` : ''}
        ${company?.taxId ? html`<span>${t(m.documents_doc_tax_id)} ${ltr(company.taxId)}</span><br />` : ''}
        ${company?.tradeRegister ? html`<span>${t(m.documents_doc_trade_register)} ${ltr(company.tradeRegister)}</span>` : ''}
      </div>
      <div class="box">
        <h2>${doc.period ? t(m.documents_doc_period) : t(m.documents_doc_orders)}</h2>
        ${doc.period ? html`<div>${ltr(doc.period)}</div>` : ''}
        ${doc.orders.map(
          (order) =>
            html`<div>
              ${ltr(order.reference)}${order.deliveredOn ? html` · ${t(m.documents_doc_delivered_on)} ${ltr(dayText(order.deliveredOn))}` : ''}
            </div>`,
        )}
      </div>
    </div>
    <table>
      <thead>
        <tr>
          <th>${t(m.documents_doc_col_label)}</th>
          <th>${t(m.documents_doc_col_reference)}</th>
          <th class="n">${t(m.documents_doc_col_quantity)}</th>
          <th class="n">${t(m.documents_doc_col_unit_ht)}</th>
          <th class="n">${t(m.documents_doc_col_rate)}</th>
          <th class="n">${t(m.documents_doc_col_total_ht)}</th>
        </tr>
      </thead>
      <tbody>
        ${doc.lines.map((line) => lineRow(line, locale))}
      </tbody>
    </table>
    <div class="totals">
      <table>
        <thead>
          <tr>
            <th>${t(m.documents_doc_col_rate)}</th>
            <th class="n">${t(m.documents_doc_base_ht)}</th>
            <th class="n">${t(m.documents_doc_vat_amount)}</th>
            <th class="n">${t(m.documents_doc_ttc)}</th>
          </tr>
        </thead>
        <tbody>
          ${doc.vat.rates.map(
            (row) =>
              html`<tr>
                <td>${ltr(`${row.rate} %`)}</td>
                <td class="n">${ltr(amountText(row.ht))}</td>
                <td class="n">${ltr(amountText(row.vat))}</td>
                <td class="n">${ltr(amountText(row.ttc))}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <table>
        <tbody>
          <tr>
            <td>${t(m.documents_doc_total_ht)}</td>
            <td class="n">${ltr(amountText(doc.vat.ht))}</td>
          </tr>
          <tr>
            <td>${t(m.documents_doc_total_vat)}</td>
            <td class="n">${ltr(amountText(doc.vat.vat))}</td>
          </tr>
          <tr class="grand">
            <td>${t(m.documents_doc_total_ttc)}</td>
            <td class="n">${ltr(amountText(doc.vat.ttc))}</td>
          </tr>
        </tbody>
      </table>
    </div>
    <p class="terms">${paymentTerms(doc, locale)}<br /><span class="muted">${t(m.documents_doc_currency)}</span></p>
    <footer>${sellerMentions(doc, locale)}</footer>
  </section>`
}

/** A page listing what could not be printed (orders without an invoice), before the documents. */
export type Notice = { title: string; lines: string[] }

/**
 * Documents as one HTML page for `renderPdf`: each in its own language and direction, each
 * starting a new sheet; an optional notice page first.
 */
export function documentsHtml(documents: { doc: LegalDocument; locale: Locale }[], notice?: Notice & { locale: Locale }): string {
  const first = notice?.locale ?? documents[0]?.locale ?? 'fr'
  const title = documents.length === 1 ? documents[0]!.doc.reference : (notice?.title ?? '')
  return html`<!doctype html>
    <html lang="${first}" dir="${first === 'ar' ? 'rtl' : 'ltr'}">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        ${
          notice
            ? html`<section class="notice">
                <h1>${notice.title}</h1>
                ${notice.lines.map((line) => html`<p>${line}</p>`)}
              </section>`
            : ''
        }
        ${documents.map(({ doc, locale }) => documentSection(doc, locale))}
      </body>
    </html>`.toString() as string
}

/** The document as one HTML page, in `locale`'s language and direction. */
export function documentHtml(doc: LegalDocument, locale: Locale): string {
  return documentsHtml([{ doc, locale }])
}
