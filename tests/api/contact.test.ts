import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contactMessages, emailOutbox } from '~/api/db/schema'
import { useOwnSettings } from './own-settings'

// A captcha the tests solve in milliseconds (the real difficulty is a setting, README).
useOwnSettings({ CAPTCHA_COST: '1', CAPTCHA_MAX_COUNTER: '40' })
const { newAddress, postContact, solvedCaptcha, uniqueEmail, validMessage } = await import('./contact-helpers')
const { useTestDatabase } = await import('./test-database')

const { db, api } = await useTestDatabase()

const outboxFor = (...addresses: string[]) => db.select().from(emailOutbox).where(inArray(emailOutbox.toAddress, addresses))
const storedFrom = (email: string) => db.select().from(contactMessages).where(eq(contactMessages.email, email))

describe('POST /api/{locale}/contact', () => {
  it('stores a valid message and queues the shop notification (French) and the confirmation (Arabic)', async () => {
    const body = validMessage({ message: 'مرحبا، <b>متى</b> يصل طلبي؟\nشكراً', name: 'سلمى <script>' })
    const response = await postContact(api, 'ar', { ...body, captcha: await solvedCaptcha(api) })
    expect(response.status).toBe(200)
    const answer = await response.json()
    expect(answer).toMatchObject({ success: true, data: { id: expect.any(Number) } })

    const [stored] = await storedFrom(body.email)
    expect(stored).toMatchObject({
      id: answer.data.id,
      name: 'سلمى <script>',
      phone: '+212612345678',
      subject: 'delivery',
      orderReference: 'MS-7K4Q-9TXM',
      locale: 'ar',
      userId: null,
    })
    expect(stored!.message).toBe('مرحبا، <b>متى</b> يصل طلبي؟\nشكراً')

    const mails = await outboxFor(body.email, 'contact@example.ma')
    const shop = mails.find((mail) => mail.toAddress === 'contact@example.ma' && mail.text.includes(body.email))!
    const confirmation = mails.find((mail) => mail.toAddress === body.email)!
    expect(shop.locale).toBe('fr')
    // A fixed subject with the message's number only: nothing the sender typed.
    expect(shop.subject).toBe(`[Contact] Nouveau message n° ${answer.data.id}`)
    expect(shop.text).toContain('Téléphone : +212612345678')
    expect(shop.html).toContain('&lt;b&gt;متى&lt;/b&gt;')
    expect(shop.html).not.toContain('<script>')
    expect(confirmation.locale).toBe('ar')
    expect(confirmation.subject).toBe('توصلنا برسالتك')
    expect(confirmation.text).toContain('شكراً على مراسلتنا')
    expect(confirmation.html).toContain('dir="rtl"')
    expect(confirmation.text).toContain(`رقم رسالتك هو ${answer.data.id}`)
    // Nothing the sender typed: anyone may give any address, and a stranger's text (a link) must not reach it.
    expect(confirmation.html).not.toContain('سلمى')
    expect(confirmation.text).not.toContain('متى')
    expect(confirmation.html).not.toContain('متى')
  })

  it('sends a French confirmation for a message from the French page; phone and reference are optional', async () => {
    const body = validMessage({ phone: '', order_reference: '' })
    const response = await postContact(api, 'fr', { ...body, captcha: await solvedCaptcha(api) })
    expect(response.status).toBe(200)
    const [confirmation] = await outboxFor(body.email)
    expect(confirmation).toMatchObject({ locale: 'fr', subject: 'Nous avons bien reçu votre message' })
    const [stored] = await storedFrom(body.email)
    expect(stored).toMatchObject({ phone: '', orderReference: null, locale: 'fr' })
  })

  it('answers field errors in French and in Arabic, and stores nothing', async () => {
    const body = { name: '', email: 'pas-une-adresse', phone: '12', subject: 'spam', order_reference: 'X', message: 'court', captcha: '' }
    const fr = await postContact(api, 'fr', body)
    expect(fr.status).toBe(400)
    const frErrors = (await fr.json()).data.errors
    expect(frErrors).toMatchObject({
      name: ['Indiquez votre nom.'],
      email: ['Cette adresse e-mail n’est pas valide.'],
      phone: [expect.stringContaining('numéro marocain')],
      subject: ['Choisissez un sujet.'],
      order_reference: [expect.stringContaining('référence de commande')],
      message: ['Votre message doit contenir au moins 10 caractères.'],
      captcha: ['Cochez la vérification anti-robot avant d’envoyer.'],
    })
    const ar = await postContact(api, 'ar', body)
    expect(ar.status).toBe(400)
    const arAnswer = await ar.json()
    expect(arAnswer.message).toBe('المعلومات المرسلة غير صالحة.')
    expect(arAnswer.data.errors).toMatchObject({
      name: ['أدخل اسمك.'],
      subject: ['اختر موضوعاً.'],
      email: ['عنوان البريد الإلكتروني غير صالح.'],
    })
    expect(await db.select().from(contactMessages).where(eq(contactMessages.message, 'court'))).toHaveLength(0)
  })

  it.each([
    ['name', 'Salma\r\nBcc: victim@example.test'],
    ['name', 'Salma\nIdrissi'],
    ['name', 'Salma\u0007'],
    ['name', 'Salma\u2028Bcc'],
    ['email', 'salma@example.test\r\nBcc: victim@example.test'],
    ['email', 'salma@example.test\n'],
    ['phone', '0612345678\r\n'],
    ['order_reference', 'MS-7K4Q-9TXM\r\nX: y'],
    ['subject', 'delivery\r\nBcc: victim@example.test'],
    ['message', 'Bonjour, un message\u0000 avec NUL'],
    ['message', 'Bonjour, un message\u001b[31m avec ESC'],
    ['message', 'Bonjour, un message\u007f avec DEL'],
  ])('refuses a control character in %s (%j)', async (field, value) => {
    const email = uniqueEmail()
    const response = await postContact(api, 'fr', { ...validMessage({ email }), [field]: value, captcha: await solvedCaptcha(api) })
    expect(response.status).toBe(400)
    const answer = await response.json()
    if (!value.includes('\u0000')) expect(Object.keys(answer.data.errors)).toContain(field)
    expect(await storedFrom(email)).toHaveLength(0)
    expect(await outboxFor(email)).toHaveLength(0)
  })

  it('keeps the line breaks and tabs of a message', async () => {
    const body = validMessage({ message: 'Ligne une\r\nLigne deux\n\tavec une tabulation' })
    expect((await postContact(api, 'fr', { ...body, captcha: await solvedCaptcha(api) })).status).toBe(200)
    const [stored] = await storedFrom(body.email)
    expect(stored!.message).toBe('Ligne une\nLigne deux\n\tavec une tabulation')
  })

  it('limits the attempts of one address: 429 with Retry-After and a message in the language', async () => {
    const ip = newAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await postContact(api, 'fr', { ...validMessage(), captcha: 'forged' }, { ip })).status)
    }
    expect(statuses.every((status) => status === 400)).toBe(true)
    const refused = await postContact(api, 'ar', { ...validMessage(), captcha: await solvedCaptcha(api) }, { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).message).toMatch(/أرسلت رسائل كثيرة جداً/)
    const frRefused = await postContact(api, 'fr', { ...validMessage(), captcha: await solvedCaptcha(api) }, { ip })
    expect((await frRefused.json()).message).toMatch(/^Vous avez envoyé trop de messages\. Réessayez dans \d+ min\.$/)
  })

  it('limits the messages of one sender e-mail, from any address', async () => {
    const email = uniqueEmail()
    for (let sent = 0; sent < 5; sent++) {
      const response = await postContact(api, 'fr', { ...validMessage({ email }), captcha: await solvedCaptcha(api) })
      expect(response.status).toBe(200)
    }
    const refused = await postContact(api, 'fr', { ...validMessage({ email: email.toUpperCase() }), captcha: await solvedCaptcha(api) })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await storedFrom(email)).toHaveLength(5)
  })
})
