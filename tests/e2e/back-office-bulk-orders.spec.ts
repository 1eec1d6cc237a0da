/**
 * Bulk actions on the back office's order list (decision 0080), in Arabic (its words are the list's, tested in both elsewhere; docs/decisions/0101): a staff
 * member filters one customer's 32 orders (30 placed, one delivered, one out for delivery), chooses
 * the page and then every order of the filter across pages, opens their delivery sheets, downloads
 * them as Excel (read back), and confirms them in one action: the 30 placed are confirmed, the two others named with why.
 */
import { readFile } from 'node:fs/promises'
import { readSheet } from '~/api/files/spreadsheets'
import { orderStatusLabel } from '~/api/contract/order-status'
import { m } from '~/paraglide/messages.js'
import { expect, test, waitForHydration, testIn } from './fixtures'
import { createCustomer, createOrders, createPlacedOrder, createStaffMember, signIn, sql } from './shop-database'

for (const locale of ['fr', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : ''
  const t = <T extends object>(message: (inputs: T, options: { locale: typeof locale }) => string, inputs = {} as T) =>
    message(inputs, { locale })

  testIn(locale, 'ar')(
    `confirms 30 orders of a filter in one bulk action, names the 2 it could not change, exports them (${locale})`,
    async ({ page }, testInfo) => {
      // 32 orders written, a download and 32 transactions on a shared two-core machine.
      test.slow()
      const customer = await createCustomer('casablanca')
      const older = await createOrders(customer.id, 2) // one delivered, one out for delivery
      const placed: string[] = []
      for (let index = 0; index < 30; index++) placed.push((await createPlacedOrder(customer.id)).reference)
      await signIn(page.context(), (await createStaffMember('staff')).id)
      await page.goto(`${prefix}/gestion/commandes?q=${encodeURIComponent(customer.email)}`)
      await waitForHydration(page)
      const table = page.getByRole('table')
      await expect(table.getByTestId('order-link')).toHaveCount(25)

      // The page, then every order of the filter, beyond this page.
      await page.getByRole('checkbox', { name: t(m.table_select_page) }).check()
      await page.getByRole('button', { name: new RegExp(t(m.table_select_all_matching, { count: '32' }).replace(/[()]/g, '\\$&')) }).click()
      const bar = page.getByTestId('bulk-actions')
      await expect(bar).toContainText(t(m.bulk_chosen, { count: '32' }))

      await page.screenshot({ path: `screenshots/back-office-bulk/${locale}-${testInfo.project.name}-chosen.png` })

      // The delivery sheets open beside the list: one per order.
      const sheetsOpen = page.context().waitForEvent('page')
      await bar.getByRole('link', { name: t(m.bulk_sheets) }).click()
      const sheets = await sheetsOpen
      await expect(sheets.getByTestId('delivery-sheet')).toHaveCount(32)
      await expect(sheets.getByTestId('delivery-sheet').first()).toContainText(placed.at(-1)!)
      // As printed: the back office's header and the page's buttons gone, one sheet a page.
      await sheets.emulateMedia({ media: 'print' })
      await expect(sheets.getByRole('button', { name: t(m.bulk_sheets_print) })).toBeHidden()
      await sheets.screenshot({ path: `screenshots/back-office-bulk/${locale}-${testInfo.project.name}-sheets-print.png` })
      await sheets.close()

      const download = page.waitForEvent('download')
      await bar.getByRole('link', { name: t(m.bulk_export_xlsx) }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(/^commandes-\d{4}-\d{2}-\d{2}\.xlsx$/)
      const rows = await readSheet(new Uint8Array(await readFile((await file.path())!)), 'xlsx')
      expect(rows[0]![0]).toBe(t(m.bulk_col_reference))
      expect(
        rows
          .slice(1)
          .map((row) => row[0])
          .sort(),
      ).toEqual([...placed, ...older].sort())

      await bar.getByRole('button', { name: t(m.bulk_confirm), exact: true }).click()
      await page.getByRole('button', { name: t(m.bo_confirm_yes), exact: true }).click()
      const outcome = page.getByTestId('bulk-outcome')
      await expect(outcome).toContainText(t(m.bulk_outcome_confirmed, { count: '30', total: '32' }))
      const refused = outcome.getByTestId('bulk-refused').getByRole('listitem')
      await expect(refused).toHaveCount(2)
      await expect(refused.filter({ hasText: older[0]! })).toContainText(
        t(m.bulk_api_cannot_confirm, { status: orderStatusLabel('delivered', locale) }),
      )
      await expect(refused.filter({ hasText: older[1]! })).toContainText(
        t(m.bulk_api_cannot_confirm, { status: orderStatusLabel('out_for_delivery', locale) }),
      )
      await page.screenshot({ path: `screenshots/back-office-bulk/${locale}-${testInfo.project.name}-outcome.png`, fullPage: true })
      const statuses = await sql<{ status: string; count: number }>(
        'SELECT status, count(*)::int AS count FROM orders WHERE user_id = $1 GROUP BY status ORDER BY status',
        [customer.id],
      )
      expect(statuses).toEqual([
        { status: 'confirmed', count: 30 },
        { status: 'out_for_delivery', count: 1 },
        { status: 'delivered', count: 1 },
      ])
      // The list shows them confirmed, the choice gone with the action.
      await expect(table.getByTestId('order-status').first()).toHaveText(orderStatusLabel('confirmed', locale))
      await expect(bar).toHaveCount(0)
    },
  )
}
