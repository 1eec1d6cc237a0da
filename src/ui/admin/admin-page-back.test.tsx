// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AdminPage } from './admin-page'

afterEach(cleanup)

describe("a page's way back", () => {
  it('comes before the title, so a keyboard reaches it first, and the page has one h1', () => {
    render(
      <AdminPage title="Salma Idrissi" back={<a href="/gestion/clients">Tous les clients</a>}>
        <p>Fiche</p>
      </AdminPage>,
    )
    const back = screen.getByRole('link', { name: 'Tous les clients' })
    const title = screen.getByRole('heading', { level: 1, name: 'Salma Idrissi' })
    expect(back.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('is left out when not given', () => {
    render(<AdminPage title="Clients">x</AdminPage>)
    expect(screen.queryByRole('link')).toBeNull()
  })
})
