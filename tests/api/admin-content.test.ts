/**
 * The content pages (issue 17 §7, §8; docs/decisions/0031): the storefront reads them from
 * PostgreSQL in its language; admins save both languages from the version they edited, each save
 * kept in the history and the audit log; bad input changes nothing; of two admins saving from the
 * same version, the second is refused with who saved, when and what changed — also at the same
 * moment through two app instances; what is typed stays text.
 */
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import type { AdminContentPage } from '~/api/contract/content-pages'
import { auditLog, contentPages } from '~/api/db/schema'
import { type Change, listenForChanges } from '~/api/services/shared/change-feed'
import { adminCall, createMember } from './back-office-helpers'
import { together } from './checkout-helpers'
import { useTestDatabase } from './test-database'

const { db, api, url, anotherInstance } = await useTestDatabase()
// Another instance's connection pool, listening for announcements.
const listenerPool = new pg.Pool({ connectionString: url, max: 1 })
listenerPool.on('error', () => {}) // the database is dropped with its connections at the end
afterAll(() => listenerPool.end())
const secondInstance = anotherInstance()
const admin = await createMember(db, 'admin', { firstName: 'Amina', lastName: 'Alaoui' })
const otherAdmin = await createMember(db, 'admin', { firstName: 'Karim', lastName: 'Bennani' })
const staff = await createMember(db, 'staff')

const editable = async (slug: string, token = admin.token) =>
  (await adminCall(api, `/api/admin/content/${slug}`, { token })).body.data as AdminContentPage
/** The save body of a page as read, with `change` applied to its texts. */
const bodyOf = (page: AdminContentPage, change: (texts: AdminContentPage) => void = () => {}) => {
  const copy = structuredClone(page)
  change(copy)
  return { version: page.version, title: copy.title, description: copy.description, sections: copy.sections }
}
const save = (slug: string, body: unknown, token = admin.token, lang = 'fr', instance = api) =>
  adminCall(instance, `/api/admin/content/${slug}?lang=${lang}`, { method: 'PUT', body, token })
const publicPage = async (slug: string, lang: string) => (await (await api.request(`/api/content/${slug}?lang=${lang}`)).json()).data

describe('content pages for the storefront', () => {
  it('serves each page in the asked language, its sections cut into paragraphs', async () => {
    const fr = await publicPage('mentions-legales', 'fr')
    expect(fr.title).toBe('Mentions légales')
    expect(fr.layout).toBe('article')
    expect(fr.sections[0].heading).toBe('Éditeur du site')
    expect(fr.sections[0].paragraphs.length).toBeGreaterThan(1)
    const ar = await publicPage('mentions-legales', 'ar')
    expect(ar.title).toBe('الإشعارات القانونية')
    expect(ar.sections[0].paragraphs).toHaveLength(fr.sections[0].paragraphs.length)
    expect((await publicPage('faq', 'fr')).layout).toBe('faq')
    expect((await api.request('/api/content/inconnue?lang=fr')).status).toBe(400)
  })
})

describe('editing a content page', () => {
  it('saves both languages from the version read: a new version, its history, an audit line, shown at once', async () => {
    const page = await editable('a-propos')
    expect(page.version).toBe(1)
    expect(page.updated.by).toBeNull()
    const saved = await save(
      'a-propos',
      bodyOf(page, (texts) => {
        texts.title = { fr: '  Qui est Ma Source ? ', ar: 'من نحن في ما سورس' }
        texts.sections[0]!.body.fr = 'Premier paragraphe.\r\n\r\nSecond paragraphe,\nsur deux lignes.'
      }),
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data).toEqual({ version: 2 })

    const fr = await publicPage('a-propos', 'fr')
    expect(fr.title).toBe('Qui est Ma Source ?')
    expect(fr.sections[0].paragraphs).toEqual(['Premier paragraphe.', 'Second paragraphe,\nsur deux lignes.'])
    expect((await publicPage('a-propos', 'ar')).title).toBe('من نحن في ما سورس')

    const again = await editable('a-propos')
    expect([again.version, again.updated.by]).toEqual([2, 'Amina Alaoui'])
    const history = (await adminCall(api, '/api/admin/content/a-propos/revisions?lang=fr', { token: staff.token })).body.data
    expect(history.map((revision: { version: number }) => revision.version)).toEqual([2, 1])
    expect(history[0].by).toBe('Amina Alaoui')
    expect(history[0].changed).toEqual(['titre (français)', 'titre (arabe)', 'section 1 : texte (français)'])
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, 'a-propos'))
    expect(audit.map((line) => [line.action, line.actorId])).toEqual([['content.update', admin.id]])
  })

  it('refuses empty texts and French on the Arabic side, under their fields, and changes nothing', async () => {
    const page = await editable('faq')
    const refused = await save(
      'faq',
      bodyOf(page, (texts) => {
        texts.title.fr = '   '
        texts.sections[1]!.body.ar = 'Le texte est resté en français.'
        texts.sections[2]!.heading.ar = ''
      }),
    )
    expect(refused.status).toBe(400)
    expect(refused.body.data.errors).toEqual({
      'title.fr': ['Ce texte est obligatoire.'],
      'sections.1.body.ar': ['Écrivez ce texte en arabe.'],
      'sections.2.heading.ar': ['Ce texte est obligatoire.'],
    })
    const inArabic = await save(
      'faq',
      bodyOf(page, (texts) => void (texts.sections = [])),
      admin.token,
      'ar',
    )
    expect(inArabic.body.data.errors).toEqual({ sections: ['احتفظ بقسم واحد على الأقل.'] })
    const tooLong = await save(
      'faq',
      bodyOf(page, (texts) => void (texts.title.fr = 'x'.repeat(121))),
    )
    expect(tooLong.status).toBe(400)
    expect(Object.keys(tooLong.body.data.errors)).toEqual(['title.fr'])
    expect((await editable('faq')).version).toBe(page.version)
  })

  it('refuses a save from an older version with who saved, when and what changed; nothing overwritten', async () => {
    const mine = await editable('conditions-generales-de-vente')
    const theirs = await editable('conditions-generales-de-vente', otherAdmin.token)
    const first = await save(
      'conditions-generales-de-vente',
      bodyOf(theirs, (texts) => void (texts.sections[2]!.heading.ar = 'عنوان جديد للقسم الثالث')),
      otherAdmin.token,
    )
    expect(first.status).toBe(200)
    const second = await save(
      'conditions-generales-de-vente',
      bodyOf(mine, (texts) => void (texts.title.fr = 'CGV')),
    )
    expect(second.status).toBe(409)
    expect(second.body.message).toMatch(
      /^Karim Bennani a enregistré cette page le .+, pendant que vous la modifiiez \(section 3 : titre \(arabe\)\)\./,
    )
    const inArabic = await save('conditions-generales-de-vente', bodyOf(mine), admin.token, 'ar')
    expect(inArabic.body.message).toContain('القسم 3: العنوان (العربية)')
    const [stored] = await db.select().from(contentPages).where(eq(contentPages.slug, 'conditions-generales-de-vente'))
    expect(stored!.texts.sections[2]!.heading.ar).toBe('عنوان جديد للقسم الثالث')
    expect(stored!.texts.title.fr).toBe(theirs.title.fr)
  })

  it('announces a saved page to every listening instance once it is committed, and nothing for a refused save', async () => {
    const heard: Change[] = []
    // The services' own announcements; the tables' (migration 0021) are tested in tests/reliability/page-cache.test.ts.
    const stop = await listenForChanges(listenerPool, (change) => change.topic !== 'table' && heard.push(change))
    try {
      const page = await editable('a-propos')
      expect(
        (
          await save(
            'a-propos',
            bodyOf(page, (texts) => void (texts.title.fr = 'À propos, encore')),
          )
        ).status,
      ).toBe(200)
      expect((await save('a-propos', bodyOf(page))).status).toBe(409)
      await expect.poll(() => heard).toEqual([{ topic: 'content', key: 'a-propos' }])
      // The refused save announced nothing, even a little later.
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(heard).toHaveLength(1)
    } finally {
      await stop()
    }
  })

  it('lets one of two saves made at the same moment through two instances win, the other refused', async () => {
    const page = await editable('mentions-legales')
    const answers = await together(2, (index) =>
      save(
        'mentions-legales',
        bodyOf(page, (texts) => void (texts.sections[0]!.body.fr = `Version ${index}.`)),
        [admin.token, otherAdmin.token][index],
        'fr',
        [api, secondInstance][index],
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect((await editable('mentions-legales')).version).toBe(page.version + 1)
  })

  it('keeps what is typed as text: markup and scripts are stored and served as they were typed', async () => {
    const page = await editable('faq')
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>'
    const saved = await save(
      'faq',
      bodyOf(page, (texts) => void (texts.sections[0]!.body.fr = hostile)),
    )
    expect(saved.status).toBe(200)
    expect((await publicPage('faq', 'fr')).sections[0].paragraphs).toEqual([hostile])
  })

  it('lets staff read but not save, and no one but the team read the editor', async () => {
    const page = await editable('faq', staff.token)
    expect(page.slug).toBe('faq')
    expect((await save('faq', bodyOf(page), staff.token)).status).toBe(403)
    expect((await adminCall(api, '/api/admin/content')).status).toBe(401)
    const list = (await adminCall(api, '/api/admin/content?lang=ar', { token: staff.token })).body.data
    expect(list.map((item: { slug: string }) => item.slug)).toEqual([
      'a-propos',
      'faq',
      'conditions-generales-de-vente',
      'mentions-legales',
    ])
  })
})
