import { describe, expect, it } from 'vitest'
import ar from '../../messages/ar.json'
import fr from '../../messages/fr.json'

const keys = (messages: Record<string, string>) =>
  Object.keys(messages)
    .filter((key) => key !== '$schema')
    .sort()
// Names and line layouts (quantity × product) that are the same in both languages on purpose.
const sameInBothLanguages = new Set(['language_name_fr', 'language_name_ar', 'mail_reminder_line', 'mail_reminder_line_choice'])
const arabicLetters = /[\u0600-\u06FF]/

describe('messages', () => {
  it('has every text in French and in Arabic', () => {
    expect(keys(ar)).toEqual(keys(fr))
  })

  it('never leaves French in place of Arabic', () => {
    for (const key of keys(fr)) {
      if (sameInBothLanguages.has(key)) continue
      const arabic = (ar as Record<string, string>)[key]!
      expect(arabic, key).not.toBe((fr as Record<string, string>)[key])
      expect(arabic, key).toMatch(arabicLetters)
    }
  })

  it('keeps the same parameters in both languages', () => {
    const parameters = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
    for (const key of keys(fr)) {
      expect(parameters((ar as Record<string, string>)[key]!), key).toEqual(parameters((fr as Record<string, string>)[key]!))
    }
  })

  it('uses the exact texts of the spec for the error screens', () => {
    expect(fr.error_network_title).toBe('Problème de connexion')
    expect(fr.error_network_message).toBe(
      'Nous ne pouvons pas nous connecter au serveur. Veuillez vérifier votre connexion internet et réessayer.',
    )
    expect(fr.error_not_found_title).toBe('Page introuvable')
    expect(fr.error_not_found_message).toBe("La page que vous recherchez n'existe pas ou a été déplacée.")
    expect(fr.error_generic_title).toBe('Une erreur est survenue')
    expect(fr.error_generic_message).toBe(
      'Notre service rencontre un problème temporaire. Veuillez réessayer ultérieurement ou contacter notre support.',
    )
    expect(fr.error_back_home).toBe("Retour à l'accueil")
    expect(fr.error_retry).toBe('Réessayer')
  })
})
