// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { FieldError, FieldFrame, FieldsetFrame, RadioOptions, SelectControl, describedControl } from './controlled'
import type { Refusal } from '~/lib/refusal'
import { useShopForm } from './form-hook'

afterEach(cleanup)

const schema = z.object({ email: z.string().min(1, 'E-mail requis'), password: z.string() })
type Answer = Refusal | void

/** A sign-in-like form whose submit answers what the test hands it, when the test says so. */
function TestForm({ answer }: { answer: () => Promise<Answer> }) {
  const form = useShopForm({ defaultValues: { email: '', password: '' }, schema, submit: answer })
  return (
    <form.AppForm>
      <form.Form aria-label="Connexion">
        <form.FormMessage />
        <form.AppField name="email">{(field) => <field.TextField label="E-mail" type="email" hint="Votre adresse" />}</form.AppField>
        <form.AppField name="password">{(field) => <field.TextField label="Mot de passe" type="password" />}</form.AppField>
        <form.SubmitButton>Se connecter</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

const refused = (errors: Record<string, string[]>): Answer => ({ success: false, status: 422, message: 'Refusé', errors })

async function fillAndSubmit(email = 'a@b.ma') {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }))
  })
}

describe('the form kit', () => {
  it('binds each label to its input, Latin values left-to-right', () => {
    render(<TestForm answer={async () => {}} />)
    const email = screen.getByLabelText('E-mail')
    expect(email.tagName).toBe('INPUT')
    expect(email).toHaveProperty('type', 'email')
    expect(email.getAttribute('dir')).toBe('ltr')
    expect(email.getAttribute('name')).toBe('email')
    expect(screen.getByLabelText('Mot de passe').getAttribute('type')).toBe('password')
    // The hint describes the field until there is an error.
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Votre adresse')
  })

  it("shows the server's field messages under their field until that field is edited", async () => {
    render(<TestForm answer={async () => refused({ email: ['Adresse inconnue'], password: ['Trop court'] })} />)
    await fillAndSubmit()
    const email = screen.getByLabelText('E-mail')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    const error = document.getElementById(email.getAttribute('aria-describedby')!)
    expect(error?.textContent).toBe('Adresse inconnue')
    expect(error?.getAttribute('role')).toBe('alert')
    // Field messages apply: no form-level message.
    expect(screen.queryByText('Refusé')).toBeNull()

    fireEvent.change(email, { target: { value: 'c@d.ma' } })
    expect(screen.queryByText('Adresse inconnue')).toBeNull()
    expect(email.getAttribute('aria-invalid')).toBeNull()
    // The other field keeps its message: it was not edited.
    expect(screen.getByText('Trop court')).toBeTruthy()
  })

  it('shows the message at form level when no field message applies', async () => {
    render(<TestForm answer={async () => refused({})} />)
    await fillAndSubmit()
    expect(screen.getByRole('alert').textContent).toBe('Refusé')
  })

  it("shows the browser's own check first, and sends nothing then", async () => {
    let sent = 0
    render(
      <TestForm
        answer={async () => {
          sent++
        }}
      />,
    )
    await fillAndSubmit('')
    expect(screen.getByRole('alert').textContent).toBe('E-mail requis')
    expect(sent).toBe(0)
  })

  it('disables the submit button while the form is being sent', async () => {
    let finish: (answer: Answer) => void = () => {}
    render(<TestForm answer={() => new Promise<Answer>((resolve) => (finish = resolve))} />)
    await fillAndSubmit()
    const button = screen.getByRole('button', { name: 'Se connecter' })
    expect(button).toHaveProperty('disabled', true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    await act(async () => finish())
    expect(button).toHaveProperty('disabled', false)
    expect(button.getAttribute('aria-busy')).toBe('false')
  })
})

describe('the form kit, with the account and address answers', () => {
  /** A refusal as the account and address server functions answer it. */

  function AddressLikeForm({
    answer,
    errorTiming,
  }: {
    answer: (values: { name: string; city: number }) => Promise<Refusal | { success: true; data: unknown }>
    errorTiming?: 'change' | 'leave'
  }) {
    const rules = z.object({ name: z.string().min(2, 'Nom requis'), city: z.number().min(1, 'Ville requise') })
    const form = useShopForm({ defaultValues: { name: '', city: 0 }, schema: rules, submit: answer, errorTiming, idPrefix: 'address' })
    return (
      <form.AppForm>
        <form.Form aria-label="Adresse">
          <form.FormMessage />
          <form.AppField name="name">{(field) => <field.TextField label="Nom" />}</form.AppField>
          <form.AppField name="city">
            {(field) => <field.SelectField label="Ville" placeholder="Choisir" options={[{ value: '7', label: 'Rabat' }]} />}
          </form.AppField>
          <form.SubmitButton busyLabel="Envoi…">Enregistrer</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    )
  }

  const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })))

  it('shows the one refusal shape (`success: false`) under its fields, and takes `success: true` as done', async () => {
    let answer: Refusal | { success: true; data: unknown } = {
      success: false,
      status: 422,
      message: 'Refusé',
      errors: { city: ['Ville inconnue'] },
    }
    render(<AddressLikeForm answer={async () => answer} />)
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Amina' } })
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: '7' } })
    await send()
    expect(screen.getByTestId('error-city').textContent).toBe('Ville inconnue')
    answer = { success: true, data: {} }
    await send()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('gives fixed ids from idPrefix, and a select of numbers its numbers back', async () => {
    const sent: unknown[] = []
    render(
      <AddressLikeForm
        answer={async (values) => {
          sent.push(values)
          return { success: true, data: {} }
        }}
      />,
    )
    const city = screen.getByLabelText('Ville')
    expect(city.id).toBe('address-city')
    expect((city as HTMLSelectElement).value).toBe('0')
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Amina' } })
    fireEvent.change(city, { target: { value: '7' } })
    await send()
    expect(sent).toEqual([{ name: 'Amina', city: 7 }])
    fireEvent.change(city, { target: { value: '0' } })
    await send()
    expect(document.getElementById('address-city-error')?.textContent).toBe('Ville requise')
  })

  it("errorTiming 'change': a field's error shows as it is typed, not on the fields left alone", () => {
    render(<AddressLikeForm errorTiming="change" answer={async () => ({ success: true, data: {} })} />)
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'A' } })
    expect(screen.getByTestId('error-name').textContent).toBe('Nom requis')
    expect(screen.queryByTestId('error-city')).toBeNull()
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Amina' } })
    expect(screen.queryByTestId('error-name')).toBeNull()
  })

  it("errorTiming 'leave': a field's error waits until the field is left, then follows the typing", () => {
    render(<AddressLikeForm errorTiming="leave" answer={async () => ({ success: true, data: {} })} />)
    const name = screen.getByLabelText('Nom')
    fireEvent.change(name, { target: { value: 'A' } })
    expect(screen.queryByTestId('error-name')).toBeNull()
    fireEvent.blur(name)
    expect(screen.getByTestId('error-name').textContent).toBe('Nom requis')
    fireEvent.change(name, { target: { value: 'Amina' } })
    expect(screen.queryByTestId('error-name')).toBeNull()
  })

  it('says it is busy in words while sending, when given busyLabel', async () => {
    let finish: () => void = () => {}
    render(<AddressLikeForm answer={() => new Promise((resolve) => (finish = () => resolve({ success: true, data: {} })))} />)
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Amina' } })
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: '7' } })
    await send()
    expect(screen.getByRole('button').textContent).toBe('Envoi…')
    await act(async () => finish())
    expect(screen.getByRole('button').textContent).toBe('Enregistrer')
  })
})

/** A form of several actions on a link's token, as the standing order e-mail's page draws it. */
function ActionsForm({ sent }: { sent: (values: { token: string; action: string }) => void }) {
  const form = useShopForm({
    defaultValues: { token: 'le-lien', action: 'skip' },
    submit: async (values) => sent(values),
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Abonnement">
        <form.HiddenValues names={['token']} />
        <form.SubmitButton name="action" value="pause" className="secondary">
          Mettre en pause
        </form.SubmitButton>
        <form.SubmitButton name="action" value="stop">
          Arrêter
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

describe('the form kit, a form of several actions', () => {
  it('sends the hidden values and the pressed button’s value, as a browser without scripts posts them', async () => {
    const sent: { token: string; action: string }[] = []
    render(<ActionsForm sent={(values) => sent.push(values)} />)
    const form = screen.getByRole('form', { name: 'Abonnement' })
    expect(new FormData(form as HTMLFormElement).get('token')).toBe('le-lien')
    const pause = screen.getByRole('button', { name: 'Mettre en pause' })
    expect(pause.getAttribute('name')).toBe('action')
    expect(pause.className).toBe('secondary')
    await act(async () => {
      fireEvent.click(pause)
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Arrêter' }))
    })
    expect(sent).toEqual([
      { token: 'le-lien', action: 'pause' },
      { token: 'le-lien', action: 'stop' },
    ])
  })
})

/** A group whose value lives outside any kit form, as the checkout's choices live in the cart. */
function OutsideChoices({ messages, onChange }: { messages: string[]; onChange: (value: string) => void }) {
  const invalid = messages.length > 0
  return (
    <div>
      <FieldsetFrame legend="Livraison" describedBy={invalid ? 'mode-error' : undefined}>
        <RadioOptions
          look="cards"
          name="mode"
          options={[
            { value: '1', label: <span>Standard, 15,00 MAD</span> },
            { value: '2', label: <span>Express (plus de date)</span>, disabled: true },
          ]}
          value={null}
          onChange={onChange}
          invalid={invalid}
          describedBy={invalid ? 'mode-error' : undefined}
          optionTestId="mode-option"
        />
      </FieldsetFrame>
      <FieldError id="mode-error" error={messages} announce={false} testId="mode-error" />
      <FieldFrame id="period" label="Période" errorId="mode-error">
        <SelectControl
          id="period"
          value=""
          onValueChange={onChange}
          options={[{ value: 'month', label: 'Un mois' }]}
          placeholder="Choisir"
          {...describedControl({ error: invalid, errorId: 'mode-error', also: 'period-help' })}
        />
      </FieldFrame>
    </div>
  )
}

describe("the kit's pieces for values kept outside a form", () => {
  it('draw radios with rich labels as cards in a named group, a disabled option refused', () => {
    const chosen: string[] = []
    render(<OutsideChoices messages={[]} onChange={(value) => chosen.push(value)} />)
    expect(screen.getByRole('group', { name: 'Livraison' })).toBeTruthy()
    const standard = screen.getByRole('radio', { name: /Standard, 15,00 MAD/ })
    expect(standard.id).toBe('mode-1')
    expect(screen.getAllByTestId('mode-option')).toHaveLength(2)
    expect(screen.getByRole('radio', { name: /Express/ })).toHaveProperty('disabled', true)
    fireEvent.click(standard)
    fireEvent.change(screen.getByLabelText('Période'), { target: { value: 'month' } })
    expect(chosen).toEqual(['1', 'month'])
    expect(screen.queryByTestId('mode-error')).toBeNull()
    expect(screen.getByLabelText('Période').getAttribute('aria-describedby')).toBe('period-help')
  })

  it('show the messages given from outside under the group, each once, linked from every control', () => {
    render(<OutsideChoices messages={['Choisissez un mode', 'Choisissez un mode', 'Plus de date']} onChange={() => {}} />)
    const error = screen.getByTestId('mode-error')
    expect(error.id).toBe('mode-error')
    // Shown after a check that moves the focus to the field: read from there, not announced.
    expect(error.getAttribute('role')).toBeNull()
    expect([...error.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Choisissez un mode', 'Plus de date'])
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.getAttribute('aria-invalid')).toBe('true')
      expect(radio.getAttribute('aria-describedby')).toBe('mode-error')
    }
    const select = screen.getByLabelText('Période')
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(select.getAttribute('aria-describedby')).toBe('mode-error period-help')
  })

  it('announce the messages of an action of the field itself', () => {
    render(<FieldError id="voucher-error" error={['Code inconnu']} />)
    expect(screen.getByRole('alert').textContent).toBe('Code inconnu')
  })
})
