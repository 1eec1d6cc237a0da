/**
 * An order keeps its addresses as they were when it was placed (JSON in `orders.delivery_address`
 * and `billing_address`), so a later change of the customer's address book never rewrites it.
 * `addressSnapshot` writes one; `readAddressSnapshot` reads one back, field by field, whatever an
 * older order stored (a missing or non-text field reads as absent); `mapUrl` opens it in a map.
 */
import type { Locale } from '~/paraglide/runtime.js'
import type { AddressChoice } from './checkout-pricing'

/** The address as it is when ordering, its city named in the order's language. */
export function addressSnapshot(address: AddressChoice, locale: Locale) {
  return {
    label: address.label,
    recipientName: address.recipientName,
    phone: address.phone,
    line1: address.line1,
    line2: address.line2,
    district: address.district,
    postalCode: address.postalCode,
    city: locale === 'ar' ? address.cityAr : address.cityFr,
    latitude: address.latitude,
    longitude: address.longitude,
  }
}

export type StoredAddress = {
  recipientName?: string
  phone?: string
  line1?: string
  line2?: string
  district?: string
  postalCode?: string
  city?: string
  latitude?: number
  longitude?: number
}

export function readAddressSnapshot(value: unknown): StoredAddress {
  const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const text = (key: string) => (typeof source[key] === 'string' ? (source[key] as string) : undefined)
  const number = (key: string) => (typeof source[key] === 'number' ? (source[key] as number) : undefined)
  return {
    recipientName: text('recipientName'),
    phone: text('phone'),
    line1: text('line1'),
    line2: text('line2'),
    district: text('district'),
    postalCode: text('postalCode'),
    city: text('city'),
    latitude: number('latitude'),
    longitude: number('longitude'),
  }
}

/** A link that opens the address in a map: its pin when the customer placed one, else its text. */
export function mapUrl(address: StoredAddress): string {
  const where =
    address.latitude !== undefined && address.longitude !== undefined
      ? `${address.latitude},${address.longitude}`
      : [address.line1, address.line2, address.district, address.city, 'Maroc'].filter(Boolean).join(', ')
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(where)}`
}
