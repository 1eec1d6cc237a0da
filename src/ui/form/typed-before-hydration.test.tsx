// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useShopForm } from './form-hook'

afterEach(() => {
  document.body.innerHTML = ''
})

/** A form of every kind of control, whose submit hands its values to the test. */
function EveryControl({ sent }: { sent: (values: unknown) => void }) {
  const form = useShopForm({
    defaultValues: { email: '', quantity: null as number | null, message: '', subject: '', size: 'small', gift: false },
    submit: async (values) => {
      sent(values)
    },
  })
  const options = [
    { value: 'order', label: 'Une commande' },
    { value: 'delivery', label: 'Une livraison' },
  ]
  return (
    <form.AppForm>
      <form.Form aria-label="Test">
        <form.AppField name="email">{(field) => <field.TextField label="E-mail" type="email" />}</form.AppField>
        <form.AppField name="quantity">{(field) => <field.NumberField label="Quantité" />}</form.AppField>
        <form.AppField name="message">{(field) => <field.TextAreaField label="Message" />}</form.AppField>
        <form.AppField name="subject">
          {(field) => <field.SelectField label="Sujet" placeholder="Choisissez" options={options} />}
        </form.AppField>
        <form.AppField name="size">
          {(field) => (
            <field.RadioGroupField
              label="Taille"
              options={[
                { value: 'small', label: 'Petite' },
                { value: 'large', label: 'Grande' },
              ]}
            />
          )}
        </form.AppField>
        <form.AppField name="gift">{(field) => <field.CheckboxField label="Cadeau" />}</form.AppField>
        <form.SubmitButton>Envoyer</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

describe('what was typed before the page hydrated (docs/decisions/0054)', () => {
  it('is in the form state once hydrated, for every kind of control', async () => {
    let values: unknown
    const sent = (sentValues: unknown) => (values = sentValues)
    const container = document.createElement('div')
    container.innerHTML = renderToString(<EveryControl sent={sent} />)
    document.body.append(container)
    // The shopper types into the server's HTML before any script runs.
    const control = <T extends HTMLElement>(selector: string) => container.querySelector<T>(selector)!
    control<HTMLInputElement>('input[name="email"]').value = 'salma@example.ma'
    control<HTMLInputElement>('input[name="quantity"]').value = '3'
    control<HTMLTextAreaElement>('textarea[name="message"]').value = 'Demain matin ?'
    control<HTMLSelectElement>('select[name="subject"]').value = 'delivery'
    control<HTMLInputElement>('input[name="size"][value="large"]').checked = true
    control<HTMLInputElement>('input[name="gift"]').checked = true

    await act(async () => {
      hydrateRoot(container, <EveryControl sent={sent} />)
    })
    await act(async () => {
      control<HTMLButtonElement>('button[type="submit"]').click()
    })

    expect(values).toEqual({
      email: 'salma@example.ma',
      quantity: 3,
      message: 'Demain matin ?',
      subject: 'delivery',
      size: 'large',
      gift: true,
    })
    // And the page still shows it: the next render wrote the state, which now holds it.
    expect(control<HTMLInputElement>('input[name="email"]').value).toBe('salma@example.ma')
  })

  it('changes nothing when nothing was typed', async () => {
    let values: unknown
    const sent = (sentValues: unknown) => (values = sentValues)
    const container = document.createElement('div')
    container.innerHTML = renderToString(<EveryControl sent={sent} />)
    document.body.append(container)
    await act(async () => {
      hydrateRoot(container, <EveryControl sent={sent} />)
    })
    await act(async () => {
      container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
    })
    expect(values).toEqual({ email: '', quantity: null, message: '', subject: '', size: 'small', gift: false })
  })
})

describe('controls mounted in the browser', () => {
  it('are left alone: a radio added and chosen later does not report a change (the checkout picks a new address so)', async () => {
    const { render } = await import('@testing-library/react')
    const { RadioOptions } = await import('./controlled')
    const changes: string[] = []
    const group = (options: { value: string; label: string }[], value: string | null) => (
      <RadioOptions name="address" options={options} value={value} onChange={(chosen) => changes.push(chosen)} invalid={false} />
    )
    const view = render(group([{ value: '1', label: 'Maison' }], '1'))
    view.rerender(
      group(
        [
          { value: '1', label: 'Maison' },
          { value: '2', label: 'Bureau' },
        ],
        '2',
      ),
    )
    expect(changes).toEqual([])
    view.unmount()
  })
})
