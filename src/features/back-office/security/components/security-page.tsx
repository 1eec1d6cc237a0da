/**
 * `/gestion/securite` (docs/decisions/0060): the member's second factor. Not enrolled: the
 * password, then the app's secret (its otpauth address and the key to type), then a first code
 * to confirm; the recovery codes are shown once, after it. An admin also chooses the roles that must have one.
 */
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { StaffMe } from '~/api/contract/admin-staff'
import { m } from '~/paraglide/messages.js'
import { useShopForm } from '~/ui/form/form-hook'
import { toast } from '~/ui/toasts/toast-store'
import { AdminPage } from '~/ui/admin/admin-page'
import { Card } from '~/ui/admin/page-parts'
import { SaveBar } from '~/ui/admin/save-bar'
import { homeOf } from '~/features/back-office/staff/role-home'
import { confirmSecondFactorFn, enrollSecondFactorFn, setSecondFactorRolesFn } from '~/features/back-office/security/security.functions'
import { secondFactorStatusQuery } from '~/features/back-office/security/security.queries'
import { withStepUp } from '~/features/back-office/security/step-up'

type Started = { totp_uri: string; secret: string; totp_qr: string; recovery_codes: string[] }

export function SecurityPage({ me }: { me: StaffMe }) {
  const { data: status } = useSuspenseQuery(secondFactorStatusQuery())
  const [started, setStarted] = useState<Started | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  return (
    <AdminPage title={m.bo_security_title()}>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} home={homeOf(me.role)} />
      ) : status.enrolled ? (
        <Card title={m.bo_security_title()}>
          <p role="status">{m.bo_security_enrolled_status()}</p>
        </Card>
      ) : (
        <Card title={m.bo_security_not_enrolled()}>
          {status.required ? <p className="mb-3 rounded bg-amber-50 p-2 text-amber-900">{m.bo_security_required()}</p> : null}
          {started ? (
            <ConfirmApp started={started} onConfirmed={() => setRecoveryCodes(started.recovery_codes)} />
          ) : (
            <StartApp onStarted={setStarted} />
          )}
        </Card>
      )}
      {me.role === 'admin' ? <RolesForm roles={status.roles} /> : null}
    </AdminPage>
  )
}

function StartApp({ onStarted }: { onStarted: (started: Started) => void }) {
  const enroll = useServerFn(enrollSecondFactorFn)
  const form = useShopForm({
    defaultValues: { password: '' },
    idPrefix: 'bo-security-start',
    submit: async (values) => {
      const answer = await enroll({ data: values })
      if (!answer.success) return answer
      onStarted(answer.data)
    },
  })
  return (
    <form.AppForm>
      <p className="mb-3 text-sm text-slate-700">{m.bo_security_start_intro()}</p>
      <form.Form className="flex max-w-sm flex-col gap-3">
        <form.FormMessage />
        <form.AppField name="password">
          {(field) => <field.TextField label={m.auth_password()} type="password" autoComplete="current-password" />}
        </form.AppField>
        <form.SubmitButton>{m.bo_security_start()}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

function ConfirmApp({ started, onConfirmed }: { started: Started; onConfirmed: () => void }) {
  const confirm = useServerFn(confirmSecondFactorFn)
  const queryClient = useQueryClient()
  const form = useShopForm({
    defaultValues: { code: '' },
    idPrefix: 'bo-security-confirm',
    submit: async (values) => {
      const answer = await confirm({ data: values })
      if (!answer.success) return answer
      toast.success(answer.message)
      onConfirmed()
      await queryClient.invalidateQueries({ queryKey: ['back-office'] })
    },
  })
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{m.bo_security_scan()}</p>
      <img src={started.totp_qr} alt={m.bo_security_qr_alt()} width={200} height={200} className="bg-white" data-testid="bo-totp-qr" />
      <p className="text-sm">
        <span className="font-semibold">{m.bo_security_secret()} : </span>
        <bdi dir="ltr" className="font-mono tracking-wider break-all" data-testid="bo-totp-secret">
          {started.secret}
        </bdi>
      </p>
      <p className="text-xs break-all text-slate-500">
        <bdi dir="ltr">{started.totp_uri}</bdi>
      </p>
      <form.AppForm>
        <p className="text-sm text-slate-700">{m.bo_security_confirm_intro()}</p>
        <form.Form className="flex max-w-sm flex-col gap-3">
          <form.FormMessage />
          <form.AppField name="code">
            {(field) => <field.TextField label={m.auth_second_factor_code()} autoComplete="one-time-code" inputMode="numeric" />}
          </form.AppField>
          <form.SubmitButton>{m.bo_security_confirm()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </div>
  )
}

function RecoveryCodes({ codes, home }: { codes: string[]; home: string }) {
  return (
    <Card title={m.bo_security_recovery_title()}>
      <p className="mb-3 text-sm text-slate-700">{m.bo_security_recovery_intro()}</p>
      <ul className="grid max-w-md grid-cols-2 gap-2 font-mono" data-testid="bo-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <bdi dir="ltr">{code}</bdi>
          </li>
        ))}
      </ul>
      <Link to={home} className="mt-4 inline-block font-semibold text-brand-700 underline">
        {m.bo_security_continue()}
      </Link>
    </Card>
  )
}

function RolesForm({ roles }: { roles: { admin: boolean; staff: boolean; driver: boolean } }) {
  const save = useServerFn(setSecondFactorRolesFn)
  const queryClient = useQueryClient()
  const form = useShopForm({
    defaultValues: roles,
    idPrefix: 'bo-security-roles',
    submit: async (values) => {
      const answer = await withStepUp(() => save({ data: values }))
      if (!answer.success) return answer
      toast.success(m.bo_security_roles_saved())
      await queryClient.invalidateQueries({ queryKey: ['back-office'] })
    },
  })
  return (
    <Card title={m.bo_security_roles_title()}>
      <form.AppForm>
        <form.Form className="flex flex-col gap-2">
          <form.AppField name="admin">{(field) => <field.CheckboxField label={m.bo_security_role_admin()} />}</form.AppField>
          <form.AppField name="staff">{(field) => <field.CheckboxField label={m.bo_security_role_staff()} />}</form.AppField>
          <form.AppField name="driver">{(field) => <field.CheckboxField label={m.bo_security_role_driver()} />}</form.AppField>
          <SaveBar label={m.bo_security_roles_save()} />
        </form.Form>
      </form.AppForm>
    </Card>
  )
}
