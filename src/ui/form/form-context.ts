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

/** The server's refusal of the form around: every kit form has one (useShopForm). */
export function useServerErrors(): ServerErrors {
  const form = useFormContext() as unknown as { serverErrors?: ServerErrors }
  if (!form.serverErrors) throw new Error('Kit fields belong in a form made by useShopForm, inside <form.AppForm>')
  return form.serverErrors
}

/**
 * A field's state as the kit shows it: its value, its first error (own check or the server's),
 * ids for the label, hint and error, and `setValue`, which also drops the server's message.
 * Custom fields (a captcha, icon buttons) use it inside `<form.AppField>` the same way.
 */
export function useShopField<Value>() {
  const field = useFieldContext<Value>()
  const serverErrors = useServerErrors()
  const serverMessages = useStore(serverErrors, (refusal) => refusal?.errors[field.name])
  const id = useId()
  const error = firstError(field.state.meta.errors, serverMessages)
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
