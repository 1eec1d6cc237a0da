import { and, asc, eq, isNull } from 'drizzle-orm'
import type { ShopUser } from '../contract/initial-data'
import type { SessionUser } from '../auth/session'
import type { Executor } from '../db/database'
import { satisfactionRequests } from '../db/schema'

/** The customer as the storefront sees them (spec 3: user with unshown_satisfactions). */
export async function toShopUser(db: Executor, user: SessionUser): Promise<ShopUser> {
  const unshown = await db
    .select({ id: satisfactionRequests.id })
    .from(satisfactionRequests)
    .where(
      and(
        eq(satisfactionRequests.userId, user.id),
        isNull(satisfactionRequests.shownAt),
        isNull(satisfactionRequests.answeredAt),
      ),
    )
    .orderBy(asc(satisfactionRequests.createdAt))
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    city_id: user.cityId,
    points: user.pointsBalance,
    unshown_satisfactions: unshown,
  }
}
