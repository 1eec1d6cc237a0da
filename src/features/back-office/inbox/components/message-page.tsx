/** `/gestion/messages/$id`: a contact message, its replies, a reply form (sent by e-mail) and its status. */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { CONTACT_STATUSES, type ContactStatus, type InboxMessage } from '~/api/contract/admin-inbox'
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { SelectControl } from '~/ui/form/controlled'
import { toast } from '~/ui/toasts/toast-store'
import { replyFn, setInboxStatusFn } from '~/features/back-office/inbox/inbox.functions'
import { inboxMessageQuery } from '~/features/back-office/inbox/inbox.queries'
import { languageName } from '~/features/back-office/staff/language-name'
import { statusLabel } from '~/features/back-office/inbox/status-label'
import { AdminPage } from '~/ui/admin/admin-page'
import { BackLink } from '~/ui/admin/back-link'
import { Card } from '~/ui/admin/page-parts'
import { SaveBar } from '~/ui/admin/save-bar'

export function MessagePage({ id }: { id: number }) {
  const { data: message } = useSuspenseQuery(inboxMessageQuery(id))
  const back = <BackLink to="/gestion/messages">{m.bo_inbox_back()}</BackLink>
  if (!message)
    return (
      <AdminPage title={m.bo_inbox_missing()} back={back}>
        {null}
      </AdminPage>
    )
  return (
    <AdminPage title={message.subject} back={back}>
      <Card>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{m.bo_inbox_from()}</dt>
          <dd>
            {message.name} · <bdi dir="ltr">{message.email}</bdi>
            {message.phone ? (
              <>
                {' · '}
                <bdi dir="ltr">{message.phone}</bdi>
              </>
            ) : null}
          </dd>
          <dt className="text-slate-600">{m.bo_inbox_date()}</dt>
          <dd>{formatDate(message.created_at)}</dd>
          <dt className="text-slate-600">{m.bo_inbox_language()}</dt>
          <dd>{languageName(message.locale)}</dd>
          {message.order_reference ? (
            <>
              <dt className="text-slate-600">{m.bo_inbox_order()}</dt>
              <dd>
                <bdi dir="ltr">{message.order_reference}</bdi>
              </dd>
            </>
          ) : null}
          {message.customer_id ? (
            <>
              <dt className="text-slate-600">{m.bo_inbox_customer()}</dt>
              <dd>
                <Link to="/gestion/clients/$id" params={{ id: String(message.customer_id) }} className="text-brand-700 underline">
                  {m.bo_inbox_customer_link()}
                </Link>
              </dd>
            </>
          ) : null}
        </dl>
        <p className="mt-3 whitespace-pre-line text-slate-900" dir="auto" data-testid="bo-inbox-message">
          {message.message}
        </p>
      </Card>
      <StatusPicker message={message} />
      <Card title={m.bo_inbox_thread_title()}>
        {message.thread.length === 0 ? (
          <p className="text-slate-700">{m.bo_inbox_thread_none()}</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="bo-inbox-thread">
            {message.thread.map((reply) => (
              <li key={reply.id} className="rounded-lg bg-brand-50 p-3 text-sm">
                <p className="mb-1 text-slate-600">
                  {reply.by ?? '—'} · {formatDate(reply.at)}
                </p>
                <p className="whitespace-pre-line text-slate-900" dir="auto">
                  {reply.body}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <ReplyForm message={message} />
    </AdminPage>
  )
}

function StatusPicker({ message }: { message: InboxMessage }) {
  const queryClient = useQueryClient()
  const setStatus = useServerFn(setInboxStatusFn)
  return (
    <Card>
      <label htmlFor="bo-inbox-status" className="me-3 font-semibold text-slate-900">
        {m.bo_inbox_status()}
      </label>
      <SelectControl
        id="bo-inbox-status"
        value={message.status}
        options={CONTACT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
        onValueChange={async (status) => {
          const answer = await setStatus({ data: { id: message.id, status: status as ContactStatus } })
          if (!answer.success) return toast.error(answer.message)
          toast.success(m.bo_inbox_status_saved({ status: statusLabel(answer.data.status) }))
          await queryClient.invalidateQueries({ queryKey: ['back-office'] })
        }}
      />
    </Card>
  )
}

function ReplyForm({ message }: { message: InboxMessage }) {
  const queryClient = useQueryClient()
  const reply = useServerFn(replyFn)
  const form = useShopForm({
    defaultValues: { body: '' },
    idPrefix: 'bo-reply',
    submit: async (values) => {
      const answer = await reply({ data: { id: message.id, body: values.body } })
      if (!answer.success) return answer
      queryClient.setQueryData(inboxMessageQuery(message.id).queryKey, answer.data)
      form.reset({ body: '' })
      toast.success(m.bo_inbox_reply_sent({ email: message.email }))
      await queryClient.invalidateQueries({ queryKey: ['back-office', 'inbox'] })
    },
  })
  return (
    <Card title={m.bo_inbox_reply_title()}>
      <form.AppForm>
        <form.Form className="flex flex-col gap-3" data-testid="bo-reply-form">
          <form.FormMessage />
          <form.AppField name="body">
            {(field) => (
              <field.TextAreaField
                label={m.bo_inbox_reply_body()}
                hint={m.bo_inbox_reply_hint({ language: languageName(message.locale) })}
                dir="auto"
                rows={6}
                maxLength={5000}
              />
            )}
          </form.AppField>
          <SaveBar label={m.bo_inbox_reply_submit()} busyLabel={m.bo_inbox_reply_sending()} message={false} />
        </form.Form>
      </form.AppForm>
    </Card>
  )
}
