/**
 * `/gestion/marques` and `/gestion/categories`: every brand or category in its order, with its
 * names, slugs and product count; admins open the editor on a row or add a new one, staff read.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import type { AdminBrand, AdminCategory } from '~/api/contract/admin-brands-categories'
import { m } from '~/paraglide/messages.js'
import { AdminPage, actionButtonClass } from '~/ui/admin/admin-page'
import { DataTable } from '~/ui/admin/data-table'
import { Card } from '~/ui/admin/page-parts'
import { type MetaKind, metaListQuery } from '~/features/back-office/catalogue-meta/catalogue-meta.queries'
import { MetaForm } from './meta-form'
import { EditedRecord } from '~/ui/form/edited-record'

const NEW = 'new'
type Item = AdminBrand | AdminCategory
type Editing = number | typeof NEW | null

const slugsOf = (item: Item) => ('slug' in item ? [item.slug] : [item.slug_fr, item.slug_ar])
const column = createColumnHelper<Item>()

function metaColumns(canEdit: boolean, editing: Editing, setEditing: (editing: Editing) => void) {
  return [
    column.accessor('sort_order', { meta: { align: 'end' }, header: () => m.bo_meta_order() }),
    column.accessor('name_fr', {
      header: () => m.bo_meta_name(),
      cell: ({ row }) => (
        <>
          <span lang="fr" className="block">
            {row.original.name_fr}
          </span>
          <span lang="ar" dir="rtl" className="block text-xs font-normal text-slate-600">
            {row.original.name_ar || m.bo_meta_no_arabic()}
          </span>
        </>
      ),
    }),
    column.display({
      id: 'slugs',
      header: () => m.bo_meta_slugs(),
      cell: ({ row }) =>
        slugsOf(row.original).map((slug) => (
          <bdi key={slug} dir="ltr" className="block font-mono text-xs">
            {slug}
          </bdi>
        )),
    }),
    column.accessor('product_count', { meta: { align: 'end' }, header: () => m.bo_meta_products() }),
    ...(canEdit
      ? [
          column.display({
            id: 'edit',
            meta: { align: 'end' },
            header: () => null,
            cell: ({ row }) => (
              <button
                type="button"
                onClick={() => setEditing(editing === row.original.id ? null : row.original.id)}
                aria-expanded={editing === row.original.id}
                aria-label={m.bo_meta_edit_of({ name: row.original.name_fr })}
                className="rounded-lg border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {m.bo_meta_edit()}
              </button>
            ),
          }),
        ]
      : []),
  ]
}

export function MetaPage({ kind, canEdit }: { kind: MetaKind; canEdit: boolean }) {
  const { data } = useSuspenseQuery(metaListQuery(kind))
  const [editing, setEditing] = useState<Editing>(null)
  const columns = useMemo(() => metaColumns(canEdit, editing, setEditing), [canEdit, editing])
  const nextOrder = Math.max(0, ...data.map((item) => item.sort_order)) + 10
  const title = kind === 'brand' ? m.bo_brands_title() : m.bo_categories_title()
  return (
    <AdminPage
      title={title}
      description={m.bo_meta_intro()}
      actions={
        canEdit ? (
          <button type="button" onClick={() => setEditing(NEW)} className={actionButtonClass}>
            {kind === 'brand' ? m.bo_brands_new() : m.bo_categories_new()}
          </button>
        ) : null
      }
    >
      {canEdit ? null : <p className="rounded bg-slate-100 p-2 text-sm text-slate-700">{m.bo_meta_read_only()}</p>}
      {editing === NEW ? (
        <Card>
          <MetaForm kind={kind} item={null} nextOrder={nextOrder} onDone={() => setEditing(null)} />
        </Card>
      ) : null}
      <DataTable
        label={title}
        data={data}
        columns={columns}
        getRowId={(item) => String(item.id)}
        rowHeader="name_fr"
        empty={m.bo_meta_none()}
        rowProps={(item) => ({ 'data-testid': `bo-${kind}-row`, 'data-slug': slugsOf(item)[0]! })}
        rowDetail={(item) =>
          // Held while typed in; a new version ("load theirs", a save) starts the editor again from it.
          canEdit && editing === item.id ? (
            <EditedRecord live={item}>
              {(item) => <MetaForm key={item.version} kind={kind} item={item} nextOrder={nextOrder} onDone={() => setEditing(null)} />}
            </EditedRecord>
          ) : null
        }
      />
    </AdminPage>
  )
}
