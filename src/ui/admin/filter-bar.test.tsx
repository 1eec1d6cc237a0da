// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter, useSearch } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { FilterBar } from './filter-bar'
import { SaveBar } from './save-bar'
import { useShopForm } from '~/ui/form/form-hook'

afterEach(cleanup)

/** A list page at `url` whose filter bar has a search and a status. */
function renderList(url: string) {
  function List() {
    const search = useSearch({ strict: false }) as { q?: string; status?: string }
    return (
      <FilterBar label="Filtres" values={{ q: search.q ?? '', status: search.status ?? '' }} submitLabel="Filtrer" clearLabel="Effacer">
        {(form) => (
          <>
            <form.AppField name="q">{(field) => <field.TextField label="Recherche" type="search" />}</form.AppField>
            <form.AppField name="status">
              {(field) => (
                <field.SelectField
                  label="Statut"
                  placeholder="Tous"
                  options={[
                    { value: 'active', label: 'Actif' },
                    { value: 'inactive', label: 'Inactif' },
                  ]}
                />
              )}
            </form.AppField>
          </>
        )}
      </FilterBar>
    )
  }
  const router = createRouter({ routeTree: createRootRoute({ component: List }), history: createMemoryHistory({ initialEntries: [url] }) })
  render(<RouterProvider router={router} />)
  return router
}

describe('the filter bar', () => {
  it('writes its values into the URL, keeping the other params and going back to the first page', async () => {
    const router = renderList('/?page=3&sort=total')
    const query = await screen.findByLabelText('Recherche')
    expect(screen.getByRole('search', { name: 'Filtres' })).toBeTruthy()
    fireEvent.change(query, { target: { value: '  sidi  ' } })
    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'active' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filtrer' })))
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'total', q: 'sidi', status: 'active' }))
  })

  it('starts from the URL, and its clear button (shown while a filter is set) empties the filters only', async () => {
    const router = renderList('/?q=ain&sort=total&page=2')
    expect(((await screen.findByLabelText('Recherche')) as HTMLInputElement).value).toBe('ain')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Effacer' })))
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'total' }))
    await waitFor(() => expect((screen.getByText('Effacer') as HTMLButtonElement).hidden).toBe(true))
  })
})

describe('the save bar', () => {
  function Editor({ answer, onCancel }: { answer: () => Promise<unknown>; onCancel: () => void }) {
    const form = useShopForm({
      defaultValues: { name: 'Eau' },
      submit: async () => (await answer()) as never,
    })
    return (
      <form.AppForm>
        <form.Form aria-label="Éditeur">
          <form.AppField name="name">{(field) => <field.TextField label="Nom" />}</form.AppField>
          <SaveBar label="Enregistrer" busyLabel="Enregistrement…" cancelLabel="Annuler" onCancel={onCancel} resetLabel="Rétablir" />
        </form.Form>
      </form.AppForm>
    )
  }

  it('saves (busy meanwhile), shows the form-level refusal, resets and cancels', async () => {
    let release: (value: unknown) => void = () => {}
    let cancelled = false
    render(<Editor answer={() => new Promise((resolve) => (release = resolve))} onCancel={() => (cancelled = true)} />)
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Eau gazeuse' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })))
    const busy = screen.getByRole('button', { name: 'Enregistrement…' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    await act(async () => release({ success: false, status: 409, message: 'Enregistré par Salma entre-temps', errors: {} }))
    expect(screen.getByRole('alert').textContent).toBe('Enregistré par Salma entre-temps')
    fireEvent.click(screen.getByRole('button', { name: 'Rétablir' }))
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Eau')
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }))
    expect(cancelled).toBe(true)
  })
})
