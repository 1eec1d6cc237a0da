/**
 * The customer's rights under Moroccan law 09-08 and the GDPR (docs/decisions/0012): a copy of
 * everything the shop keeps about them, and the deletion of their account. Both read and write
 * only rows of the signed-in customer.
 */
import { and, asc, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import { deletionWord, type PrivacyExport } from '~/api/contract/account'
import { verifyPassword } from '~/api/auth/password'
import { withPasswordWork } from '~/api/auth/password-work'
import { forgetPasswordChecks, takePasswordCheck } from '~/api/auth/rate-limits'
import type { SessionUser } from '~/api/auth/session'
import type { Database } from '~/api/db/executor'
import {
  accounts,
  addresses,
  cartLines,
  carts,
  contactMessages,
  emailOutbox,
  jugMovements,
  orderLines,
  orders,
  pointsLedger,
  reorderReminders,
  satisfactionRequests,
  sessions,
  users,
  verifications,
} from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { passwordHashOf } from './profile'
import type { Locale } from '~/paraglide/runtime.js'

/** Dates as ISO strings, so the export reads the same whatever serialises it. */
function plain<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]))
}

export async function exportPersonalData(db: Database, user: SessionUser): Promise<PrivacyExport> {
  const { idempotencyKey: _key, requestHash: _hash, ...orderColumns } = getTableColumns(orders)
  const [ownAddresses, ownOrders, ledger, satisfaction, messages, ownCarts, reminders, methods, ownSessions] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, user.id)).orderBy(asc(addresses.id)),
    db.select(orderColumns).from(orders).where(eq(orders.userId, user.id)).orderBy(asc(orders.placedAt), asc(orders.id)),
    db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id)).orderBy(asc(pointsLedger.id)),
    db.select().from(satisfactionRequests).where(eq(satisfactionRequests.userId, user.id)).orderBy(asc(satisfactionRequests.id)),
    db.select().from(contactMessages).where(eq(contactMessages.userId, user.id)).orderBy(asc(contactMessages.id)),
    db.select().from(carts).where(eq(carts.userId, user.id)).orderBy(asc(carts.id)),
    db.select().from(reorderReminders).where(eq(reorderReminders.userId, user.id)).orderBy(asc(reorderReminders.id)),
    // Provider names only: never a password hash or a token.
    db.select({ provider: accounts.providerId, createdAt: accounts.createdAt }).from(accounts).where(eq(accounts.userId, user.id)),
    // Never the session token.
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(asc(sessions.createdAt)),
  ])
  const jugRows = await db.select().from(jugMovements).where(eq(jugMovements.userId, user.id)).orderBy(asc(jugMovements.seq))
  const orderIds = ownOrders.map((order) => order.id)
  const lines = orderIds.length
    ? await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id))
    : []
  const cartIds = ownCarts.map((cart) => cart.id)
  const ownCartLines = cartIds.length
    ? await db.select().from(cartLines).where(inArray(cartLines.cartId, cartIds)).orderBy(asc(cartLines.id))
    : []

  return {
    exported_at: new Date().toISOString(),
    profile: plain({
      id: user.id,
      email: user.email,
      email_verified: user.emailVerified,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      image: user.image,
      locale: user.locale,
      city_id: user.cityId,
      points_balance: user.pointsBalance,
      created_at: user.createdAt,
      updated_at: user.updatedAt,
    }),
    addresses: ownAddresses.map(plain),
    orders: ownOrders.map((order) => ({ ...plain(order), lines: lines.filter((line) => line.orderId === order.id).map(plain) })),
    points_ledger: ledger.map(plain),
    jug_movements: jugRows.map(plain),
    satisfaction_requests: satisfaction.map(plain),
    contact_messages: messages.map(plain),
    carts: ownCarts.map((cart) => ({ ...plain(cart), lines: ownCartLines.filter((line) => line.cartId === cart.id).map(plain) })),
    reorder_reminders: reminders.map(plain),
    sign_in_methods: methods.map((method) => ({ provider: method.provider, created_at: method.createdAt.toISOString() })),
    sessions: ownSessions.map((session) => ({
      created_at: session.createdAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      user_agent: session.userAgent,
    })),
  }
}

/** The placeholder that replaces a deleted customer's e-mail: unique, and never deliverable. */
export const deletedEmail = (userId: number) => `deleted-${userId}@deleted.invalid`

/** The personal parts of an order's address snapshot, emptied; district, postal code and city stay. */
const ANONYMOUS_ADDRESS = sql`'{"recipientName": "", "phone": "", "line1": "", "line2": ""}'::jsonb`

/**
 * Deletes the customer's account: confirmed by the current password, or for an account with no
 * password by typing the confirmation word (password checks counted per account, like the
 * password change's). In one transaction, personal data is anonymised or
 * deleted and every session ends; orders and their lines stay for the accounts (amounts,
 * references, dates), their address snapshots without name, phone or street.
 */
export async function deleteAccount(
  db: Database,
  user: SessionUser,
  body: { password?: string; confirmation?: string },
  locale: Locale,
): Promise<void> {
  const hash = await passwordHashOf(db, user.id)
  if (hash) {
    if (!body.password) {
      throw new ApiError(
        400,
        (l) => m.api_invalid_input({}, { locale: l }),
        (l) => ({ password: [m.privacy_error_password_required({}, { locale: l })] }),
      )
    }
    const password = body.password
    await takePasswordCheck(db, user.id, 'password')
    if (!(await withPasswordWork(() => verifyPassword(hash, password)))) {
      throw new ApiError(
        400,
        (l) => m.api_invalid_input({}, { locale: l }),
        (l) => ({ password: [m.profile_error_password_wrong({}, { locale: l })] }),
      )
    }
    await forgetPasswordChecks(db, user.id)
  } else {
    const typed = (body.confirmation ?? '').trim().toLocaleLowerCase()
    const accepted = [deletionWord('fr'), deletionWord('ar'), deletionWord(locale)].map((word) => word.toLocaleLowerCase())
    if (!accepted.includes(typed)) {
      throw new ApiError(
        400,
        (l) => m.api_invalid_input({}, { locale: l }),
        (l) => ({
          confirmation: [m.privacy_error_confirmation({ word: deletionWord(l) }, { locale: l })],
        }),
      )
    }
  }

  await db.transaction(async (tx) => {
    const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, user.id)).for('update')
    const email = (current?.email ?? user.email).toLowerCase()
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
    await tx.delete(accounts).where(eq(accounts.userId, user.id))
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, String(user.id)),
          sql`lower(${verifications.identifier}) = ${email}`,
          sql`lower(${verifications.identifier}) LIKE ${`%:${email}`}`,
        ),
      )
    await tx.delete(carts).where(eq(carts.userId, user.id))
    await tx.delete(reorderReminders).where(eq(reorderReminders.userId, user.id))
    await tx.delete(addresses).where(eq(addresses.userId, user.id))
    await tx.delete(contactMessages).where(eq(contactMessages.userId, user.id))
    // Not sent yet, failed ones included: the retry job would otherwise still write to the address.
    await tx.delete(emailOutbox).where(and(sql`lower(${emailOutbox.toAddress}) = ${email}`, ne(emailOutbox.status, 'sent')))
    await tx.update(satisfactionRequests).set({ comment: null }).where(eq(satisfactionRequests.userId, user.id))
    await tx
      .update(orders)
      .set({
        deliveryAddress: sql`(${orders.deliveryAddress} - 'latitude' - 'longitude') || ${ANONYMOUS_ADDRESS}`,
        billingAddress: sql`(${orders.billingAddress} - 'latitude' - 'longitude') || ${ANONYMOUS_ADDRESS}`,
        comment: '',
      })
      .where(eq(orders.userId, user.id))
    await tx
      .update(users)
      .set({
        email: deletedEmail(user.id),
        emailVerified: false,
        firstName: '',
        lastName: '',
        phone: null,
        image: null,
        cityId: null,
        deletedAt: new Date(),
      })
      .where(eq(users.id, user.id))
  })
}
