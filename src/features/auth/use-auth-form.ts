/**
 * TanStack Form with the shared field rules (auth-fields.ts) checked in the browser, and the
 * server's refusal kept beside it: its field messages show under the same fields until the
 * field changes; nothing typed is lost.
 */
import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import type { z } from 'zod'
import type { Refusal } from './auth.functions'

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
  return { form, serverErrors, forgetServerError, formMessage, refusal }
}
