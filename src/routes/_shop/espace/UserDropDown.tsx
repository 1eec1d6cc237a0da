import { createFileRoute } from '@tanstack/react-router'
import { UserMenuPage } from '~/features/account/components/user-menu'
import { m } from '~/paraglide/messages.js'
import { pageHead, noStoreHeaders } from '~/ui/page-head'

/** The spec lists `UserDropDown` as a route: the header's user menu, shown as a page. */
export const Route = createFileRoute('/_shop/espace/UserDropDown')({
  headers: noStoreHeaders,
  head: () => pageHead(m.page_user_menu()),
  component: UserMenuPage,
})
