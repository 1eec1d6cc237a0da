/**
 * The shop's one form kit (docs/decisions/0026): TanStack Form's `createFormHook` with the
 * shop's fields and form pieces, the shared zod rules checked in the browser on submit, and the
 * server's refusal shown under its fields until each is edited (else at form level).
 *
 * @example
 * const form = useShopForm({
 *   defaultValues: { email: '', password: '' },
 *   schema: signInFields(getLocale()), // the zod rules the API checks too (optional)
 *   // Answer a refusal (`~/lib/refusal`: `{ success: false, message, errors, … }`) to show it;
 *   // anything else means done.
 *   submit: async (values) => {
 *     const answer = await signInFn({ data: values })
 *     if (!answer.success) return answer
 *     toast.success(m.auth_signed_in({ name: answer.user.first_name }))
 *   },
 * })
 * return (
 *   <form.AppForm>
 *     <form.Form className="flex flex-col gap-4">
 *       <form.FormMessage />
 *       <form.AppField name="email">
 *         {(field) => <field.TextField label={m.auth_email()} type="email" autoComplete="username" />}
 *       </form.AppField>
 *       <form.AppField name="password">
 *         {(field) => <field.TextField label={m.auth_password()} type="password" autoComplete="current-password" />}
 *       </form.AppField>
 *       <form.SubmitButton>{m.auth_login_submit()}</form.SubmitButton>
 *     </form.Form>
 *   </form.AppForm>
 * )
 *
 * Fields: TextField (type text, email, tel, url, search, password), NumberField (number | null),
 * DateField (YYYY-MM-DD), SelectField and RadioGroupField (`options`), CheckboxField (boolean),
 * TextAreaField; each takes `label`, `hint`, `hideLabel` and the control's own attributes.
 * A custom field (captcha, icon buttons) calls `useShopField()` inside `<form.AppField>` and
 * shows its error with `FieldError`. A part of a form in its own component: `withForm`.
 * A value nobody types (a link's token): `<form.HiddenValues names={['token']} />`. A form of
 * several actions: one `<form.SubmitButton name="action" value="pause">` each, the pressed one's
 * value set in the values on submit, as the browser sends it without scripts.
 * Options: `errorTiming` ('change' or 'leave' to check while the customer types, form-context.ts)
 * and `idPrefix` (fixed ids `<idPrefix>-<field>` where a page or its tests need them). A value
 * set by code for the customer (a picked place) drops its server message with `forgetServerError`.
 * A field whose value lives outside a kit form (the checkout's cart) is drawn with the same
 * pieces, controlled: see controlled.ts, and controls.tsx for the bare controls (a raw `<input>`,
 * `<select>` or `<textarea>` outside src/ui/form fails lint, docs/decisions/0097).
 */
import { createFormHook } from '@tanstack/react-form'
import { useState } from 'react'
import type { StandardSchemaV1 } from '@tanstack/react-form'
import { type ErrorTiming, type FormPostTarget, type KitSettings, fieldContext, formContext } from './form-context'
import { useHoldWhileEdited } from './edited-record'
import { usePostedResult, withPostedValues } from './posted-result'
import { Form, FormMessage, HiddenValues, SubmitButton, SuccessMessage } from './form-parts'
import { type ServerRefusal, createServerErrors, withFormFieldNames } from './server-errors'
import { CheckboxField } from './fields/checkbox-field'
import { DateField } from './fields/date-field'
import { NumberField } from './fields/number-field'
import { RadioGroupField } from './fields/radio-group-field'
import { SelectField } from './fields/select-field'
import { TextAreaField } from './fields/textarea-field'
import { TextField } from './fields/text-field'

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, NumberField, DateField, SelectField, RadioGroupField, CheckboxField, TextAreaField },
  formComponents: { Form, FormMessage, SuccessMessage, SubmitButton, HiddenValues },
})

/**
 * A refusal as every server function answers it (`~/lib/refusal`, docs/decisions/0069):
 * `{ success: false, message, errors, … }`. Success answers and nothing mean done.
 */
type Refused = ServerRefusal & { success: false }
type SubmitAnswer = Refused | { success: true } | void

const isRefused = (answer: SubmitAnswer): answer is Refused => !!answer && answer.success === false

export function useShopForm<Values extends Record<string, unknown>>({
  defaultValues,
  schema,
  submit,
  errorTiming = 'submit',
  idPrefix,
  post,
}: {
  defaultValues: Values
  /** The browser-side rules, checked on submit (and on every change unless errorTiming is 'submit'). */
  schema?: StandardSchemaV1<Values, unknown>
  /** Sends the values; answers a refusal to show, or nothing when done. */
  submit: (values: Values) => Promise<SubmitAnswer>
  errorTiming?: ErrorTiming
  idPrefix?: string
  /**
   * Where the form posts without scripts: its server function (`fn.url`), which also takes the
   * fields as a form (src/upstream/form-post.server.ts), and the form's name for the page's answer.
   * Without it, the form says that it needs scripts when they are off.
   */
  post?: FormPostTarget
}) {
  const posted = usePostedResult(post?.form)
  const [serverErrors] = useState(() => {
    const errors = createServerErrors()
    if (posted?.message || posted?.errors) {
      errors.setState(() => ({ message: posted.message ?? '', errors: withFormFieldNames(posted.errors ?? {}) }))
    }
    return errors
  })
  const form = useAppForm({
    defaultValues: withPostedValues(defaultValues, posted),
    // A submit runs the change rules too (TanStack Form): one schema serves both timings.
    validators: schema ? { [errorTiming === 'submit' ? 'onSubmit' : 'onChange']: schema as never } : undefined,
    onSubmit: async ({ value }) => {
      serverErrors.setState(() => null)
      const answer = await submit(value)
      if (isRefused(answer)) serverErrors.setState(() => ({ message: answer.message, errors: withFormFieldNames(answer.errors ?? {}) }))
    },
  })
  // Inside an editor's EditedRecord, typing holds the record the form started from (edited-record.tsx).
  useHoldWhileEdited(form.store)
  // The fields and form pieces find these on the form of their context (form-context.ts).
  const settings: KitSettings = { serverErrors, errorTiming, idPrefix, post }
  // The success a post without scripts was answered with, for the form's page to tell.
  return Object.assign(form, settings, { postedSuccess: posted?.success })
}

export { useShopField, type ErrorTiming } from './form-context'
export { FieldError } from './field-frame'
export { firstError, forgetServerError, type ServerRefusal } from './server-errors'
export type { Option } from './fields/select-field'
