import { describe, expect, it } from 'vitest'
import type { Address } from '~/api/contract/addresses'
import { billingIsSame, bookDefaults, dateKeptFor, type DeliveryMode, freeNow, reminderSwitched } from './delivery-choices'

const address = (id: number, flags: Partial<Pick<Address, 'is_default' | 'is_default_billing'>> = {}): Address => ({
  id,
  label: '',
  recipient_name: 'Nadia',
  phone: '+212612345678',
  city_id: 1,
  city_name: 'Rabat',
  line1: '1 rue des Oliviers',
  line2: '',
  district: '',
  postal_code: '',
  latitude: null,
  longitude: null,
  is_default: false,
  is_default_billing: false,
  ...flags,
})
const mode = (dates: string[], free_from: number | null = null): DeliveryMode => ({
  id: 1,
  code: 'home',
  name: 'À domicile',
  fee: 3000,
  free_from,
  dates,
})

describe('billing address', () => {
  it('is the delivery one until another is chosen', () => {
    expect(billingIsSame({ delivery_address_id: null, billing_address_id: null })).toBe(true)
    expect(billingIsSame({ delivery_address_id: 3, billing_address_id: null })).toBe(true)
    expect(billingIsSame({ delivery_address_id: 3, billing_address_id: 3 })).toBe(true)
    expect(billingIsSame({ delivery_address_id: 3, billing_address_id: 4 })).toBe(false)
  })
})

describe("the address book's defaults", () => {
  it('leave a cart whose delivery address is in the book alone', () => {
    expect(bookDefaults([address(1, { is_default: true }), address(2)], 2)).toBeNull()
  })

  it('offer the default delivery and billing addresses', () => {
    const book = [address(1), address(2, { is_default: true }), address(3, { is_default_billing: true })]
    expect(bookDefaults(book, null)).toEqual({ delivery: book[1], billing: book[2] })
  })

  it('bill to the delivery address without a default billing one', () => {
    const book = [address(1), address(2, { is_default: true })]
    expect(bookDefaults(book, 99)).toEqual({ delivery: book[1], billing: book[1] })
  })

  it('take the only address of a book without defaults', () => {
    const book = [address(5)]
    expect(bookDefaults(book, null)).toEqual({ delivery: book[0], billing: book[0] })
  })

  it('offer nothing from an empty book, or several addresses without a default', () => {
    expect(bookDefaults([], null)).toBeNull()
    expect(bookDefaults([address(1), address(2, { is_default_billing: true })], null)).toBeNull()
  })
})

describe('the delivery date when the mode changes', () => {
  it('is kept when the new mode delivers that day, dropped otherwise', () => {
    expect(dateKeptFor(mode(['2026-11-23', '2026-11-24']), '2026-11-24')).toBe('2026-11-24')
    expect(dateKeptFor(mode(['2026-11-23']), '2026-11-24')).toBeNull()
    expect(dateKeptFor(mode(['2026-11-23']), null)).toBeNull()
  })
})

describe('free delivery', () => {
  it('needs a threshold the priced goods reach', () => {
    expect(freeNow(mode([], 50_000), 50_000)).toBe(true)
    expect(freeNow(mode([], 50_000), 49_999)).toBe(false)
    expect(freeNow(mode([], 50_000), null)).toBe(false)
    expect(freeNow(mode([], null), 1_000_000)).toBe(false)
  })
})

describe('the reminder switch', () => {
  const options = {
    reminder_periods: [{ code: 'month', label: 'Mois', days: 30 }],
    reminder_frequencies: [{ code: 'once', label: 'Une fois', times: 1 }],
  }
  it('starts from the first period and frequency offered, and clears both when off', () => {
    expect(reminderSwitched(true, options)).toEqual({ reminder_period: 'month', reminder_frequency: 'once' })
    expect(reminderSwitched(false, options)).toEqual({ reminder_period: null, reminder_frequency: null })
  })
})
