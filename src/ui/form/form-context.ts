/**
 * The contexts of the kit's forms and fields (TanStack Form's `createFormHookContexts`), and the
 * hook every field component starts from. Apart from form-hook.tsx so that the field components
 * and the hook that lists them do not import each other.
 */
import { createFormHookContexts } from '@tanstack/react-form'
import { useStore } from '@tanstack/react-store'
import { useId } from 'react'
import { type ServerErrors, firstError, forgetServerError } from './server-errors'

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/**
 * When a field shows its own check's error: on submit (the rules run then only), as soon as it
 * is changed, or once it is left (the rules run at every change then); always once the form
 * was sent.
 */
export type ErrorTiming = 'submit' | 'change' | 'leave'

/** What useShopForm puts beside TanStack Form's own API for the kit's fields. */
export type KitSettings = {
  serverErrors: ServerErrors
  errorTiming: ErrorTiming
  /** Fixed control ids `<idPrefix>-<field>` (errors `…-error`) for pages that link to them. */
  idPrefix?: string
  /** Where the form posts without scripts (form-hook.tsx). */
  post?: FormPostTarget
}

/** A kit form's server function (its `url`) and the form's name, for a post without scripts. */
export type FormPostTarget = { action: string; form: string }

export function useKitSettings(): KitSettings {
  const form = useFormContext() as unknown as Partial<KitSettings>
  if (!form.serverErrors) throw new Error('Kit fields belong in a form made by useShopForm, inside <form.AppForm>')
  return form as KitSettings
}

/** The server's refusal of the form around: every kit form has one (useShopForm). */
export const useServerErrors = (): ServerErrors => useKitSettings().serverErrors

/** Whether the field's own errors show yet (see ErrorTiming). */
function useOwnErrorsShown(meta: { isTouched: boolean; isBlurred: boolean }, timing: ErrorTiming) {
  const form = useFormContext()
  const sent = useStore(form.store, (state) => state.submissionAttempts > 0)
  return sent || timing === 'submit' || (timing === 'change' ? meta.isTouched : meta.isBlurred)
}

/**
 * A field's state as the kit shows it: its value, its first error (own check or the server's),
 * ids for the label, hint and error, and `setValue`, which also drops the server's message.
 * Custom fields (a captcha, icon buttons) use it inside `<form.AppField>` the same way.
 */
export function useShopField<Value>() {
  const field = useFieldContext<Value>()
  const { serverErrors, errorTiming, idPrefix } = useKitSettings()
  const serverMessages = useStore(serverErrors, (refusal) => refusal?.errors[field.name])
  const ownShown = useOwnErrorsShown(field.state.meta, errorTiming)
  const generatedId = useId()
  const id = idPrefix ? `${idPrefix}-${field.name}` : generatedId
  const error = firstError(ownShown ? field.state.meta.errors : [], serverMessages)
  return {
    field,
    id,
    name: field.name,
    value: field.state.value,
    error,
    hintId: `${id}-hint`,
    errorId: `${id}-error`,
    onBlur: field.handleBlur,
    setValue: (value: Value) => {
      forgetServerError(serverErrors, field.name)
      field.handleChange(value)
    },
  }
}
