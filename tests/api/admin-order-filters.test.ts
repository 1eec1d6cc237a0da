/**
 * The orders list's filter choices (`GET /api/admin/order-filters`): every city and payment mode,
 * in the request's language, the ones no longer offered too; any team member (a driver's deliver
 * form lists the payment modes), never a customer or a visitor.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cities, paymentModes } from '~/api/db/schema'
import { adminCall, createMember } from './back-office-helpers'
import { useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase()

describe('the orders filter choices', () => {
  it('lists every city and payment mode in the asked language, inactive ones too, for the team only', async () => {
    const staff = await createMember(db, 'staff')
    const admin = await createMember(db, 'admin')
    const driver = await createMember(db, 'driver')
    const customer = await createMember(db, 'customer')
    const [closed] = await db
      .insert(paymentModes)
      .values({ code: `closed-${Date.now()}`, nameFr: 'Chèque', nameAr: 'شيك', isActive: false })
      .returning()
    const allCities = await db.select().from(cities)
    expect(allCities.length).toBeGreaterThan(0)

    const fr = await adminCall(api, '/api/admin/order-filters?lang=fr', { token: staff.token })
    expect(fr.status).toBe(200)
    expect(fr.body.data.cities).toHaveLength(allCities.length)
    expect(fr.body.data.cities).toContainEqual({ id: allCities[0]!.id, name: allCities[0]!.nameFr })
    expect(fr.body.data.payment_modes).toContainEqual({ id: closed!.id, name: 'Chèque' })

    const ar = await adminCall(api, '/api/admin/order-filters?lang=ar', { token: admin.token })
    expect(ar.status).toBe(200)
    expect(ar.body.data.cities).toContainEqual({ id: allCities[0]!.id, name: allCities[0]!.nameAr })
    expect(ar.body.data.payment_modes).toContainEqual({ id: closed!.id, name: 'شيك' })

    expect((await adminCall(api, '/api/admin/order-filters', { token: driver.token })).status).toBe(200)
    expect((await adminCall(api, '/api/admin/order-filters', { token: customer.token })).status).toBe(403)
    expect((await adminCall(api, '/api/admin/order-filters')).status).toBe(401)
    await db.delete(paymentModes).where(eq(paymentModes.id, closed!.id))
  })
})
