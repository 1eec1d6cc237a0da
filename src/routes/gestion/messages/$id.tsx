import { createFileRoute, notFound } from '@tanstack/react-router'
import { MessagePage } from '~/features/back-office/inbox/components/message-page'
import { inboxMessageQuery } from '~/features/back-office/inbox/inbox.queries'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** A contact message and its thread; opening a new one marks it read. */
export const Route = createFileRoute('/gestion/messages/$id')({
  loader: async ({ context, params }) => {
    const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : 0
    const message = id > 0 && id <= 2_147_483_647 ? await context.queryClient.ensureQueryData(inboxMessageQuery(id)) : null
    if (!message) throw notFound()
    return { id }
  },
  head: () => pageHead(m.bo_inbox_message_title()),
  component: function Message() {
    return <MessagePage id={Route.useLoaderData().id} />
  },
})
