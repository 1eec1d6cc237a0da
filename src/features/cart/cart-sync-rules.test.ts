import { describe, expect, it } from 'vitest'
import type { Product } from '~/api/contract/product'
import { sampleProduct } from '~/api/contract/product.fixture'
import { addItem, type CartState, emptyCart, removeItem, setQuantity } from './cart-rules'
import { planMerge } from './cart-sync-rules'
import { noChoices, sampleServerCart } from '~/api/contract/cart.fixture'

const water = sampleProduct
const fountain: Product = {
  ...water,
  id: 2,
  slug: 'fontaine',
  name: 'Fontaine',
  reference: 'FT-1',
  attributes: [],
  formated_attributes: {},
}
const six = { format: { id: 1, value: '6 × 1,5 L' } }
const twelve = { format: { id: 2, value: '12 × 1,5 L' } }
const REFERENCE = 'account-cart-reference-1'

/** This browser's cart as the server last answered it: two packs of six. */
function seenByThisBrowser(): CartState {
  const base = sampleServerCart([[1, 10, 2]], { reference: REFERENCE, revision: 3 })
  return { ...addItem(emptyCart(), water, six, 2), reference: REFERENCE, server_cart: base, revision: 3 }
}
const lines = (plan: ReturnType<typeof planMerge>) => plan.lines.map((line) => [line.productId, line.product_attribute_id, line.quantity])

describe('merging the browser cart into the server cart (docs/decisions/0019)', () => {
  it("takes the other device's lines when nothing changed here, without saving again", () => {
    const theirs = sampleServerCart(
      [
        [1, 10, 2],
        [2, null, 1],
      ],
      { reference: REFERENCE, revision: 9 },
    )
    const plan = planMerge(seenByThisBrowser(), theirs)
    expect(lines(plan)).toEqual([
      [1, 10, 2],
      [2, null, 1],
    ])
    expect(plan.changed).toBe(false)
  })

  it('re-applies an add refused as stale on top of the newer cart', () => {
    const mine = addItem(seenByThisBrowser(), water, twelve, 1)
    const theirs = sampleServerCart(
      [
        [1, 10, 2],
        [2, null, 1],
      ],
      { reference: REFERENCE, revision: 9 },
    )
    const plan = planMerge(mine, theirs)
    expect(lines(plan)).toEqual([
      [1, 10, 2],
      [2, null, 1],
      [1, 11, 1],
    ])
    expect(plan.changed).toBe(true)
  })

  it('applies the units added or taken away here on the newer quantity; a removal removes', () => {
    const theirs = sampleServerCart([[1, 10, 5]], { reference: REFERENCE, revision: 9 })
    // Seen 2, set to 7 here: five more than the other device's 5.
    expect(lines(planMerge(setQuantity(seenByThisBrowser(), 0, 7), theirs))).toEqual([[1, 10, 10]])
    expect(lines(planMerge(setQuantity(seenByThisBrowser(), 0, 1), theirs))).toEqual([[1, 10, 4]])
    const removed = planMerge(removeItem(seenByThisBrowser(), 0), theirs)
    expect(lines(removed)).toEqual([])
    expect(removed.changed).toBe(true)
  })

  it('does not bring back lines ordered or removed on the other device', () => {
    const ordered = sampleServerCart([], { reference: REFERENCE, revision: 9 })
    const plan = planMerge(seenByThisBrowser(), ordered)
    expect(lines(plan)).toEqual([])
    expect(plan.changed).toBe(false)
    // One more added here after the order elsewhere: one, not the ordered two again.
    expect(lines(planMerge(addItem(seenByThisBrowser(), water, six, 1), ordered))).toEqual([[1, 10, 1]])
  })

  it("keeps a visitor's lines with the account's, the larger quantity for a line in both (decision 0013)", () => {
    const visitor = { ...addItem(addItem(emptyCart(), water, six, 3), fountain, {}, 1), reference: 'visitor-reference-12345' }
    const theirs = sampleServerCart(
      [
        [1, 10, 2],
        [1, 11, 4],
      ],
      { reference: REFERENCE },
    )
    const plan = planMerge(visitor, theirs)
    expect(lines(plan)).toEqual([
      [1, 10, 3],
      [1, 11, 4],
      [2, null, 1],
    ])
    expect(plan.changed).toBe(true)
    // Signing in again with the same cart does not double it.
    expect(
      planMerge(
        visitor,
        sampleServerCart(
          [
            [1, 10, 3],
            [1, 11, 4],
            [2, null, 1],
          ],
          { reference: REFERENCE },
        ),
      ).changed,
    ).toBe(false)
  })

  it("takes the other device's choices, keeps the ones changed here", () => {
    const mine = { ...seenByThisBrowser(), payment_mode_id: 4 }
    const theirs = sampleServerCart([[1, 10, 2]], {
      reference: REFERENCE,
      choices: { ...noChoices, delivery_mode_id: 2, payment_mode_id: 1 },
    })
    const plan = planMerge(mine, theirs)
    expect(plan.choices).toMatchObject({ delivery_mode_id: 2, payment_mode_id: 4 })
    expect(plan.changed).toBe(true)
    // A visitor's empty choice leaves the account's.
    const visitor = { ...addItem(emptyCart(), water, six, 1), voucher_code: 'BIENVENUE10' }
    expect(planMerge(visitor, theirs).choices).toMatchObject({ delivery_mode_id: 2, payment_mode_id: 1, voucher_code: 'BIENVENUE10' })
  })
})
