/**
 * Customers staff create while taking an order by phone (docs/decisions/0078). An account needs an
 * e-mail (users.email is NOT NULL and unique; better-auth signs in with it): a customer who gave
 * none gets an address under the reserved `.invalid` domain (RFC 2606), which no mail reaches
 * and nobody can register with, so the shop never writes to it and the account cannot sign in
 * until staff put a real address on it. The account has no password either way: the customer
 * who later wants to order online asks for one with "forgotten password" on their real e-mail.
 */
import { randomUUID } from 'node:crypto'
import type { AddressInput } from '~/api/contract/address-input'
import type { Transaction } from '~/api/db/executor'
import { addresses, users } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'

/** The domain of the e-mail of a customer known by phone only: reserved, it never receives mail. */
export const PHONE_ONLY_DOMAIN = 'telephone.invalid'

/** Whether the shop may write to this account's e-mail (not a phone-only customer's placeholder). */
export function hasMailbox(email: string): boolean {
  return !email.toLowerCase().endsWith(`@${PHONE_ONLY_DOMAIN}`)
}

export type NewPhoneCustomer = {
  firstName: string
  lastName: string
  phone: string
  email: string | null
  locale: Locale
  address: AddressInput
}

/** Creates the customer and their address in the order's transaction; answers their id and the address's. */
export async function createPhoneCustomer(tx: Transaction, input: NewPhoneCustomer): Promise<{ userId: number; addressId: number }> {
  const email = input.email?.trim().toLowerCase() || `${randomUUID()}@${PHONE_ONLY_DOMAIN}`
  const [user] = await tx
    .insert(users)
    .values({
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      locale: input.locale,
      cityId: input.address.city_id,
    })
    .onConflictDoNothing()
    .returning({ id: users.id })
  if (!user) {
    throw new ApiError(
      409,
      (locale) => m.api_invalid_input({}, { locale }),
      (locale) => ({ 'new_customer.email': [m.phone_error_email_taken({}, { locale })] }),
    )
  }
  const [address] = await tx
    .insert(addresses)
    .values({
      userId: user.id,
      label: input.address.label,
      recipientName: input.address.recipient_name,
      phone: input.address.phone,
      cityId: input.address.city_id,
      line1: input.address.line1,
      line2: input.address.line2,
      district: input.address.district,
      postalCode: input.address.postal_code,
      latitude: input.address.latitude,
      longitude: input.address.longitude,
      isDefault: true,
      isDefaultBilling: true,
    })
    .returning({ id: addresses.id })
  return { userId: user.id, addressId: address!.id }
}
