/**
 * The step-up dialog (docs/decisions/0061): a sensitive action refused with `step_up_required`
 * asks for the password or a code of the app, then is sent again. `withStepUp` wraps the call;
 * `<StepUpHost />` (in the back office's layout) shows the dialog.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { SaveBar } from '~/ui/admin/save-bar'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { stepUpFn } from './security.functions'

type Pending = (verified: boolean) => void
let pending: Pending | null = null
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

function askStepUp(): Promise<boolean> {
  return new Promise((resolve) => {
    pending?.(false)
    pending = resolve
    changed()
  })
}

function settle(verified: boolean) {
  const resolve = pending
  pending = null
  changed()
  resolve?.(verified)
}

/** Sends `call`; when the API wants the password or a code first, asks for it and sends it once more. */
export async function withStepUp<T extends { success: boolean; errors?: Record<string, string[]> }>(call: () => Promise<T>): Promise<T> {
  const answer = await call()
  if (answer.success || !answer.errors?.step_up_required) return answer
  return (await askStepUp()) ? call() : answer
}

export function StepUpHost() {
  const open = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => pending !== null,
    () => false,
  )
  return open ? <StepUpDialog /> : null
}

function StepUpDialog() {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])
  const form = useShopForm({
    defaultValues: { secret: '' },
    idPrefix: 'bo-step-up',
    submit: async (values) => {
      const answer = await stepUpFn({ data: values })
      if (!answer.success) return answer
      settle(true)
    },
  })
  return (
    <dialog
      ref={dialog}
      aria-labelledby="bo-step-up-title"
      className="m-auto w-full max-w-sm rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/40"
      onCancel={() => settle(false)}
    >
      <h2 id="bo-step-up-title" className="text-lg font-bold text-slate-900">
        {m.bo_step_up_title()}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{m.bo_step_up_intro()}</p>
      <form.AppForm>
        <form.Form className="flex flex-col gap-3">
          <form.AppField name="secret">
            {(field) => <field.TextField label={m.auth_password()} type="password" autoComplete="current-password" />}
          </form.AppField>
          <SaveBar label={m.bo_step_up_submit()} cancelLabel={m.bo_step_up_cancel()} onCancel={() => settle(false)} />
        </form.Form>
      </form.AppForm>
    </dialog>
  )
}
