import { createFileRoute } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'

/** Runs on the server; the page's loader calls it (over HTTP after a client-side navigation). */
const getGreeting = createServerFn({ method: 'GET' }).handler(() => ({
  message: 'Hello from a server function',
  at: new Date().toISOString(),
}))

export const Route = createFileRoute('/')({
  loader: () => getGreeting(),
  component: Home,
})

function Home() {
  const greeting = Route.useLoaderData()
  return (
    <main>
      <h1>Minimal TanStack Start page</h1>
      <p>
        {greeting.message} at {greeting.at}.
      </p>
    </main>
  )
}
