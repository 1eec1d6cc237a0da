/**
 * The contact form's fields, one definition for both sides: the form validates with it in the
 * browser, the Shop API validates with it again (the check that counts) and answers the same
 * messages in the customer's language. Single-line fields refuse line breaks and every other
 * control character (docs/decisions/0018: none of them can reach an e-mail header anyway).
 */
import { z } from 'zod'
import { normalizeMoroccanPhone } from '~/lib/phone'
import { m } from '~/paraglide/messages.js'
import { emailField } from './auth-fields'
import type { Locale } from '~/paraglide/runtime.js'

export const CONTACT_SUBJECTS = ['order', 'delivery', 'product', 'account', 'other'] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]
export const NAME_MAX = 100
export const MESSAGE_MIN = 10
export const MESSAGE_MAX = 5000

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
/** The same, except the tab and line breaks a message may hold. */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
export const MESSAGE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/** The shop's order references: `MS-7K4Q-9TXM` (src/api/services/checkout/place-order.ts); lower case accepted. */
const ORDER_REFERENCE = /^MS-[A-Z0-9]{4}-[A-Z0-9]{4}$/

export const subjectLabel = (subject: ContactSubject, locale: Locale) =>
  ({
    order: m.contact_subject_order,
    delivery: m.contact_subject_delivery,
    product: m.contact_subject_product,
    account: m.contact_subject_account,
    other: m.contact_subject_other,
  })[subject]({}, { locale })

export const contactFields = (locale: Locale) =>
  z.object({
    name: z
      .string()
      .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), m.contact_error_single_line({}, { locale }))
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .min(1, m.contact_error_name_required({}, { locale }))
          .max(NAME_MAX, m.contact_error_name_long({ max: NAME_MAX }, { locale })),
      ),
    email: z
      .string()
      .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), m.contact_error_single_line({}, { locale }))
      .pipe(emailField(locale)),
    phone: z
      .string()
      .max(40, m.contact_error_phone_invalid({}, { locale }))
      .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), m.contact_error_single_line({}, { locale }))
      .refine((value) => !value.trim() || normalizeMoroccanPhone(value) !== null, m.contact_error_phone_invalid({}, { locale }))
      .transform((value) => (value.trim() ? normalizeMoroccanPhone(value)! : '')),
    subject: z
      .string()
      .refine((value) => CONTACT_SUBJECTS.includes(value as ContactSubject), m.contact_error_subject_required({}, { locale }))
      .transform((value) => value as ContactSubject),
    order_reference: z
      .string()
      .max(40, m.contact_error_order_reference_invalid({}, { locale }))
      .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), m.contact_error_single_line({}, { locale }))
      .transform((value) => value.trim().toUpperCase())
      .refine((value) => !value || ORDER_REFERENCE.test(value), m.contact_error_order_reference_invalid({}, { locale })),
    message: z
      .string()
      .refine((value) => !MESSAGE_FORBIDDEN.test(value), m.contact_error_control_characters({}, { locale }))
      .transform((value) => value.replace(/\r\n?/g, '\n').trim())
      .pipe(
        z
          .string()
          .min(MESSAGE_MIN, m.contact_error_message_short({ min: MESSAGE_MIN }, { locale }))
          .max(MESSAGE_MAX, m.contact_error_message_long({ max: MESSAGE_MAX }, { locale })),
      ),
    captcha: z.string().min(1, m.contact_error_captcha_required({}, { locale })),
  })
export type ContactInput = z.output<ReturnType<typeof contactFields>>
export type ContactValues = z.input<ReturnType<typeof contactFields>>
