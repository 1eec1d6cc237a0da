/** `/gestion/regles`: the checkout and loyalty settings, the cities with their fees, the delivery modes and the reminder choices. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages.js'
import { rulesQuery } from '~/features/back-office/rules/rules.queries'
import { CitiesSection } from './cities-section'
import { ModeForm } from './mode-form'
import { RemindersSection } from './reminders-section'
import { SettingsForm } from './settings-form'

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="min-w-0 rounded-xl bg-white p-4 shadow-sm" data-testid={testId}>
      <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

export function RulesPage({ canEdit }: { canEdit: boolean }) {
  const { data } = useSuspenseQuery(rulesQuery())
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="mb-2 text-2xl font-bold text-slate-900">{m.bo_rules_title()}</h1>
        <p className="text-sm text-slate-600">{m.bo_rules_intro()}</p>
        {canEdit ? null : <p className="mt-2 rounded bg-slate-100 p-2 text-sm text-slate-700">{m.bo_rules_read_only()}</p>}
        <Link to="/gestion/jours-feries" className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
          {m.bo_rules_holidays_link()}
        </Link>
      </div>
      <Section title={m.bo_rules_settings_title()}>
        {/* After a 409 the forms keep what the admin typed, and their next save is over the values read again. */}
        <SettingsForm settings={data.settings} canEdit={canEdit} />
      </Section>
      <Section title={m.bo_rules_cities_title()} testId="bo-rules-cities">
        <CitiesSection cities={data.cities} modes={data.modes} canEdit={canEdit} />
      </Section>
      <Section title={m.bo_rules_modes_title()}>
        <div className="divide-y divide-slate-100">
          {data.modes.map((mode) => (
            <ModeForm key={mode.id} mode={mode} canEdit={canEdit} />
          ))}
        </div>
      </Section>
      <Section title={m.bo_rules_reminders_title()}>
        <RemindersSection reminders={data.reminders} canEdit={canEdit} />
      </Section>
    </div>
  )
}
