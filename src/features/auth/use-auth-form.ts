/**
 * TanStack Form with the shared field rules (auth-fields.ts) checked in the browser, and the
 * server's refusal kept beside it: its field messages show under the same fields until the
 * field changes; nothing typed is lost.
 */
import { useForm, useStore } from '@tanstack/react-form'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import type { z } from 'zod'
import type { Refusal } from './auth.functions'
import { firstError } from './components/form-parts'

export function useAuthForm<Values extends Record<string, string>>({
  defaultValues,
  schema,
  submit,
}: {
  defaultValues: Values
  schema: z.ZodType<unknown, Values>
  /** Answers a refusal to show, or nothing when done. */
  submit: (values: Values) => Promise<Refusal | void>
}) {
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const form = useForm({
    defaultValues,
    validators: { onSubmit: schema as never },
    onSubmit: async ({ value }) => {
      setRefusal(null)
      const answer = await submit(value as Values)
      if (answer && !answer.ok) setRefusal(answer)
    },
  })
  /** The server's messages for a field, dropped once the customer edits it. */
  const serverErrors = (field: keyof Values & string) => refusal?.errors[field]
  const forgetServerError = (field: keyof Values & string) =>
    setRefusal((current) => (current?.errors[field] ? { ...current, errors: { ...current.errors, [field]: [] } } : current))
  const formMessage = refusal && Object.values(refusal.errors).every((messages) => !messages.length) ? refusal.message : null
  /** The props of a field's input: value, changes, and its first error (own or the server's). */
  const inputProps = (field: BoundField<keyof Values & string>) => ({
    name: field.name,
    value: field.state.value,
    onBlur: field.handleBlur,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      forgetServerError(field.name)
      field.handleChange(event.target.value)
    },
    error: firstError(field.state.meta.errors, serverErrors(field.name)),
  })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.handleSubmit()
  }
  /** True while the form is being sent: the submit button shows it and cannot be pressed again. */
  const busy = useStore(form.store, (state) => state.isSubmitting)
  return { form, formMessage, inputProps, onSubmit, busy, serverErrors, forgetServerError, setRefusal }
}

/** What the forms use of a TanStack Form field. */
type BoundField<Name extends string> = {
  name: Name
  state: { value: string; meta: { errors: unknown[] } }
  handleBlur: () => void
  handleChange: (value: string) => void
}
