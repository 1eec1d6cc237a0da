/** `/gestion/regles`: the checkout and loyalty settings, the cities with their fees, the delivery modes and the reminder choices. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { Card } from '~/ui/admin/page-parts'
import { rulesQuery } from '~/features/back-office/rules/rules.queries'
import { CitiesSection } from './cities-section'
import { ModeForm } from './mode-form'
import { ReadOnlyNote } from './read-only-note'
import { RemindersSection } from './reminders-section'
import { SettingsForm } from './settings-form'
import { EditedRecord } from '~/ui/form/edited-record'

export function RulesPage({ canEdit }: { canEdit: boolean }) {
  const { data } = useSuspenseQuery(rulesQuery())
  return (
    <AdminPage
      title={m.bo_rules_title()}
      description={m.bo_rules_intro()}
      actions={
        <Link to="/gestion/jours-feries" className="text-sm font-semibold text-brand-700 underline">
          {m.bo_rules_holidays_link()}
        </Link>
      }
    >
      {canEdit ? null : <ReadOnlyNote />}
      <Card title={m.bo_rules_settings_title()}>
        {/* Each form is held while typed in and keyed by the version it shows: a save, or "load theirs" after a 409, starts it again from the values read. */}
        <EditedRecord live={data.settings}>
          {(settings) => <SettingsForm key={settings.version} settings={settings} canEdit={canEdit} />}
        </EditedRecord>
      </Card>
      <Card title={m.bo_rules_cities_title()} testId="bo-rules-cities">
        <CitiesSection cities={data.cities} modes={data.modes} canEdit={canEdit} />
      </Card>
      <Card title={m.bo_rules_modes_title()}>
        <div className="divide-y divide-slate-100">
          {data.modes.map((mode) => (
            <EditedRecord key={mode.id} live={mode}>
              {(mode) => <ModeForm key={mode.version} mode={mode} canEdit={canEdit} />}
            </EditedRecord>
          ))}
        </div>
      </Card>
      <Card title={m.bo_rules_reminders_title()}>
        <RemindersSection reminders={data.reminders} canEdit={canEdit} />
      </Card>
    </AdminPage>
  )
}
