/**
 * What a customer may write in an address, as one zod schema per language: the Shop API validates
 * with it (its messages become the refusal's `data.errors`) and the address form of the storefront
 * validates with the very same rules before sending. Plain `zod` (no OpenAPI extension) so the
 * browser bundle stays small. Every message comes from messages/*.json, as a custom issue, so the
 * API keeps it as written (src/api/http/errors.ts).
 *
 * Fields absent from this schema (`id`, `user_id`, `is_default`, `points`…) are dropped: ownership
 * and defaults are never set through this body.
 */
import { z } from 'zod'
import { m } from '~/paraglide/messages.js'
import { normalizeMoroccanPhone } from '~/lib/phone'
import type { Locale } from '~/paraglide/runtime.js'

export const ADDRESS_LIMITS = {
  label: 60,
  recipient_name: 100,
  line1: 200,
  line2: 200,
  district: 100,
  /** Addresses one customer may keep. */
  perCustomer: 20,
} as const

/** Morocco, roughly (Tangier to Lagouira, Atlantic coast to the Algerian border). */
export const MOROCCO_BOUNDS = { south: 20.5, north: 36.1, west: -17.3, east: -0.9 } as const

export function addressInputSchema(locale: Locale) {
  const tooLong = (max: number) => m.address_error_too_long({ max }, { locale })
  const optionalText = (max: number) =>
    z
      .string()
      .trim()
      .refine((value) => value.length <= max, { message: tooLong(max) })
      .optional()
      .default('')
  const requiredText = (max: number, required: string) =>
    z
      .string()
      .trim()
      .refine((value) => value.length > 0, { message: required })
      .refine((value) => value.length <= max, { message: tooLong(max) })
  const coordinate = (min: number, max: number) =>
    z
      .number()
      .refine((value) => Number.isFinite(value) && value >= min && value <= max, {
        message: m.address_error_coordinates({}, { locale }),
      })
      .nullable()
      .optional()
      .default(null)

  return z.object({
    label: optionalText(ADDRESS_LIMITS.label),
    recipient_name: requiredText(ADDRESS_LIMITS.recipient_name, m.address_error_name_required({}, { locale })),
    phone: z
      .string()
      .max(40)
      .transform((value, ctx) => {
        const phone = normalizeMoroccanPhone(value)
        if (phone) return phone
        ctx.addIssue({ code: 'custom', message: m.address_error_phone_invalid({}, { locale }) })
        return z.NEVER
      }),
    city_id: z
      .number()
      .int()
      .refine((value) => value > 0 && value <= 2_147_483_647, { message: m.address_error_city_required({}, { locale }) }),
    line1: requiredText(ADDRESS_LIMITS.line1, m.address_error_line1_required({}, { locale })),
    line2: optionalText(ADDRESS_LIMITS.line2),
    district: optionalText(ADDRESS_LIMITS.district),
    postal_code: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{5}$/.test(value), { message: m.address_error_postal_code({}, { locale }) })
      .optional()
      .default(''),
    latitude: coordinate(MOROCCO_BOUNDS.south, MOROCCO_BOUNDS.north),
    longitude: coordinate(MOROCCO_BOUNDS.west, MOROCCO_BOUNDS.east),
  })
}

export type AddressInput = z.output<ReturnType<typeof addressInputSchema>>
/** What the form holds and sends (before trimming and normalising). */
export type AddressFormValues = {
  label: string
  recipient_name: string
  phone: string
  city_id: number
  line1: string
  line2: string
  district: string
  postal_code: string
  latitude: number | null
  longitude: number | null
}
