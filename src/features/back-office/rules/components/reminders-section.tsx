/** The reminder choices offered at checkout, each editable in place, and a form to add one. */
import { useState } from 'react'
import type { RuleReminder } from '~/api/contract/admin-rules'
import { m } from '~/paraglide/messages.js'
import { ReminderForm } from './reminder-form'
import { EditedRecord } from '~/ui/form/edited-record'

export function RemindersSection({ reminders, canEdit }: { reminders: RuleReminder[]; canEdit: boolean }) {
  const [adding, setAdding] = useState(false)
  return (
    <div className="flex flex-col gap-2">
      <div className="divide-y divide-slate-100">
        {reminders.map((reminder) => (
          <EditedRecord key={reminder.id} live={reminder}>
            {(reminder) => <ReminderForm key={reminder.version} reminder={reminder} canEdit={canEdit} />}
          </EditedRecord>
        ))}
      </div>
      {canEdit && !adding ? (
        <button
          type="button"
          className="self-start rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold"
          onClick={() => setAdding(true)}
        >
          {m.bo_rules_add_reminder()}
        </button>
      ) : null}
      {adding ? (
        <div className="rounded-lg border border-slate-200 px-3">
          <ReminderForm reminder={null} canEdit onDone={() => setAdding(false)} />
        </div>
      ) : null}
    </div>
  )
}
