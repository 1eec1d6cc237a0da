/** What the address form starts from, and the city of a place Google picked. */
import type { AddressFormValues } from '~/api/contract/address-input'
import type { Address } from '~/api/contract/addresses'
import type { City } from '~/api/contract/initial-data'

export const emptyAddressValues = (cityId: number): AddressFormValues => ({
  label: '',
  recipient_name: '',
  phone: '',
  city_id: cityId,
  line1: '',
  line2: '',
  district: '',
  postal_code: '',
  latitude: null,
  longitude: null,
})

export const addressValuesOf = (address: Address): AddressFormValues => ({
  label: address.label,
  recipient_name: address.recipient_name,
  phone: address.phone,
  city_id: address.city_id,
  line1: address.line1,
  line2: address.line2,
  district: address.district,
  postal_code: address.postal_code,
  latitude: address.latitude,
  longitude: address.longitude,
})

/** Lower case, no accents, letters only: "Fès" and "fes" are the same city. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '')

/** The shop's city a place's locality names, if it serves it. */
export function cityOfPlace(cities: City[], locality: string): City | undefined {
  const wanted = plain(locality)
  return wanted ? cities.find((city) => plain(city.slug) === wanted || plain(city.name) === wanted) : undefined
}
