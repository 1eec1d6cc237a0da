import { and, asc, eq, isNull } from 'drizzle-orm'
import type { ShopUser } from '~/api/contract/initial-data'
import type { SessionUser } from '~/api/auth/session'
import type { Executor } from '~/api/db/executor'
import { orders, satisfactionRequests } from '~/api/db/schema'

/**
 * The customer as the storefront sees them (with its unshown_satisfactions). A request
 * exists from the moment its order is placed, but it is offered only once the order is delivered:
 * before, there is nothing to give an opinion on (docs/decisions/0017-satisfaction.md).
 */
export async function toShopUser(db: Executor, user: SessionUser): Promise<ShopUser> {
  const unshown = await db
    .select({ id: satisfactionRequests.id })
    .from(satisfactionRequests)
    .innerJoin(orders, eq(orders.id, satisfactionRequests.orderId))
    .where(
      and(
        eq(satisfactionRequests.userId, user.id),
        eq(orders.status, 'delivered'),
        isNull(satisfactionRequests.shownAt),
        isNull(satisfactionRequests.answeredAt),
      ),
    )
    .orderBy(asc(satisfactionRequests.createdAt), asc(satisfactionRequests.id))
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
