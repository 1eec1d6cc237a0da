import type { ContactStatus } from '~/api/contract/admin-inbox'
import { m } from '~/paraglide/messages.js'

/** One message's status (the tabs say the plural). */
export const statusLabel = (status: ContactStatus) =>
  ({ new: m.bo_inbox_badge_new, read: m.bo_inbox_badge_read, handled: m.bo_inbox_badge_handled })[status]()
