/**
 * `/gestion/marques` and `/gestion/categories`: every brand or category in its order, with its
 * names, slugs and product count; admins open the editor on a row or add a new one, staff read.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Fragment, useState } from 'react'
import type { AdminBrand, AdminCategory } from '~/api/contract/admin-brands-categories'
import { m } from '~/paraglide/messages.js'
import { type MetaKind, metaListQuery } from '~/features/back-office/catalogue-meta/catalogue-meta.queries'
import { MetaForm } from './meta-form'

const NEW = 'new'

export function MetaPage({ kind, canEdit }: { kind: MetaKind; canEdit: boolean }) {
  const { data } = useSuspenseQuery(metaListQuery(kind))
  const [editing, setEditing] = useState<number | typeof NEW | null>(null)
  const nextOrder = Math.max(0, ...data.map((item) => item.sort_order)) + 10
  const slugsOf = (item: AdminBrand | AdminCategory) => ('slug' in item ? [item.slug] : [item.slug_fr, item.slug_ar])
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{kind === 'brand' ? m.bo_brands_title() : m.bo_categories_title()}</h1>
        {canEdit ? (
          <button
            type="button"
            onClick={() => setEditing(NEW)}
            className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {kind === 'brand' ? m.bo_brands_new() : m.bo_categories_new()}
          </button>
        ) : null}
      </div>
      <p className="mb-3 text-sm text-slate-600">{m.bo_meta_intro()}</p>
      {canEdit ? null : <p className="mb-2 rounded bg-slate-100 p-2 text-sm text-slate-700">{m.bo_meta_read_only()}</p>}
      {editing === NEW ? (
        <section className="mb-3 rounded-xl bg-white p-4 shadow-sm">
          <MetaForm kind={kind} item={null} nextOrder={nextOrder} onDone={() => setEditing(null)} />
        </section>
      ) : null}
      <section className="min-w-0 rounded-xl bg-white p-4 shadow-sm">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="p-2 text-end">
                  {m.bo_meta_order()}
                </th>
                <th scope="col" className="p-2 text-start">
                  {m.bo_meta_name()}
                </th>
                <th scope="col" className="p-2 text-start">
                  {m.bo_meta_slugs()}
                </th>
                <th scope="col" className="p-2 text-end">
                  {m.bo_meta_products()}
                </th>
                {canEdit ? <td /> : null}
              </tr>
            </thead>
            <tbody>
              {data.map((item) => (
                <Fragment key={item.id}>
                  <tr className="border-b border-slate-100" data-testid={`bo-${kind}-row`} data-slug={slugsOf(item)[0]}>
                    <td className="p-2 text-end">{item.sort_order}</td>
                    <th scope="row" className="p-2 text-start font-semibold">
                      <span lang="fr" className="block">
                        {item.name_fr}
                      </span>
                      <span lang="ar" dir="rtl" className="block text-xs font-normal text-slate-600">
                        {item.name_ar || m.bo_meta_no_arabic()}
                      </span>
                    </th>
                    <td className="p-2">
                      {slugsOf(item).map((slug) => (
                        <bdi key={slug} dir="ltr" className="block font-mono text-xs">
                          {slug}
                        </bdi>
                      ))}
                    </td>
                    <td className="p-2 text-end">{item.product_count}</td>
                    {canEdit ? (
                      <td className="p-2 text-end">
                        <button
                          type="button"
                          onClick={() => setEditing(editing === item.id ? null : item.id)}
                          aria-expanded={editing === item.id}
                          aria-label={m.bo_meta_edit_of({ name: item.name_fr })}
                          className="rounded-lg border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-50"
                        >
                          {m.bo_meta_edit()}
                        </button>
                      </td>
                    ) : null}
                  </tr>
                  {canEdit && editing === item.id ? (
                    <tr className="border-b border-slate-100 bg-slate-50">
                      <td colSpan={5} className="p-3">
                        <MetaForm kind={kind} item={item} nextOrder={nextOrder} onDone={() => setEditing(null)} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  )
}
