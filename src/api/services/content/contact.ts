/**
 * A contact message: stored, sent to the shop (SHOP_CONTACT_EMAIL, in French, under a fixed
 * subject with the message's number only) and confirmed to the sender in their language. No
 * value typed by the sender ever reaches a mail header: recipients and subjects are the shop's
 * own, the shop answers by writing to the address shown in the body (no Reply-To header, see
 * docs/decisions/0018). The HTML of both e-mails escapes every value (compose.ts).
 */
import { appConfig } from '#app-config'
import { subjectLabel, type ContactInput } from '~/api/contract/contact-fields'
import { m } from '~/paraglide/messages.js'
import { type AcceptedSolution, recordSolution } from '~/api/captcha/captcha'
import type { Database } from '~/api/db/executor'
import { contactMessages } from '~/api/db/schema'
import { composeEmail } from '~/api/mail/compose'
import { deliverLater, queueEmail, type OutgoingEmail } from '~/api/mail/outbox'
import type { Locale } from '~/paraglide/runtime.js'

export class CaptchaUsed extends Error {}

export async function storeContactMessage(
  db: Database,
  {
    input,
    locale,
    userId,
    solution,
    now,
  }: { input: Omit<ContactInput, 'captcha'>; locale: Locale; userId: number | null; solution: AcceptedSolution; now: Date },
): Promise<number> {
  const queued: { id: number; email: OutgoingEmail }[] = []
  const id = await db.transaction(async (tx) => {
    if (!(await recordSolution(tx, solution, now))) throw new CaptchaUsed()
    const [row] = await tx
      .insert(contactMessages)
      .values({
        userId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
        orderReference: input.order_reference || null,
        locale,
      })
      .returning({ id: contactMessages.id })
    if (!row) throw new Error('The contact message could not be stored')
    for (const email of [shopNotification(row.id, input, locale), senderConfirmation(row.id, input, locale)]) {
      queued.push({ id: await queueEmail(tx, email, now), email })
    }
    return row.id
  })
  for (const { id: emailId, email } of queued) deliverLater(db, emailId, email)
  return id
}

/** The shop's copy, in French: every field of the form in the body, none in a header. */
function shopNotification(id: number, input: Omit<ContactInput, 'captcha'>, locale: Locale): OutgoingEmail {
  const fr = 'fr' as const
  const lines = [
    `Nom : ${input.name}`,
    `E-mail : ${input.email}`,
    `Téléphone : ${input.phone || '—'}`,
    `Sujet : ${subjectLabel(input.subject, fr)}`,
    `Référence de commande : ${input.order_reference || '—'}`,
    `Langue : ${locale === 'ar' ? 'arabe' : 'français'}`,
  ]
  const email = composeEmail({
    locale: fr,
    subject: m.mail_contact_shop_subject({ id: String(id) }, { locale: fr }),
    paragraphs: [m.mail_contact_shop_body({ id: String(id) }, { locale: fr }), input.message],
    list: lines,
  })
  return { ...email, to: appConfig().SHOP_CONTACT_EMAIL, locale: fr }
}

/**
 * The sender's confirmation, in the language of the page they wrote from. It repeats nothing they
 * typed (neither the message nor the name): anyone can give any address, and the shop's mail must
 * not carry a stranger's text (a phishing link) to it under the shop's name. The number is the shop's.
 */
function senderConfirmation(id: number, input: Omit<ContactInput, 'captcha'>, locale: Locale): OutgoingEmail {
  const email = composeEmail({
    locale,
    subject: m.mail_contact_subject({}, { locale }),
    paragraphs: [m.mail_contact_body({ id: String(id) }, { locale })],
    list: [`${m.contact_field_subject({}, { locale })} : ${subjectLabel(input.subject, locale)}`],
  })
  return { ...email, to: input.email, locale }
}
