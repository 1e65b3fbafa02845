import de from './de.ts'
import en from './en.ts'
import es from './es.ts'
import fr from './fr.ts'
import it from './it.ts'
import { foldName, namedLanguage } from '../../../../src/shared/language-names.ts'
import type { LanguagePack } from './pack.ts'
import pt from './pt.ts'

/** Every language the built-in assistant reads and answers in: one line each. */
const REGISTRY = { en, es, fr, de, pt, it } satisfies Record<string, LanguagePack>

/** A language the built-in assistant speaks, by its code. */
export type Lang = keyof typeof REGISTRY

/** The pack of each language. */
export const PACKS: Record<Lang, LanguagePack> = REGISTRY

/** The codes of PACKS, English first. */
export const LANGS = Object.keys(PACKS) as Lang[]

/** Accents removed and "ß" written "ss", case kept: "Größte" reads as "Grosste", as visitors type it on a keyboard without them. */
export const unaccent = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss')

/** A phrase with its umlauts written as two letters, as typed without them: "größte" as "groesste". */
const umlautsSpelledOut = (text: string) => text.replace(/[äöü]/gi, (letter) => `${unaccent(letter)}e`)

/**
 * A pack phrase and, when it has umlauts, its spelling without them: both are read ("größte",
 * "groesste"; "Einbauküche", "Einbaukueche").
 *
 * @example
 * spellings('größte') // ['größte', 'groesste']
 */
export const spellings = (text: string): string[] => (umlautsSpelledOut(text) === text ? [text] : [text, umlautsSpelledOut(text)])

/** Text as a pattern that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * An elided article or preposition and its apostrophe, as a pattern: French "d'", "l'", "qu'" and
 * Italian "l'", "dell'", "un'"; the word after it is read on its own ("pas d'appartement").
 */
export const ELIDED = "(?:[dlnjsmtc]|qu|un|dell|nell|all|dall|sull|quell|quest)['’]"

/** Lower case and unaccented: "Español" and "espanol" read alike. */
export const fold = foldName

/**
 * The language a chatbot's AIResponseLanguage forces, or undefined when it is empty or names
 * a language the assistant does not speak: the answer then follows the visitor. Its first word
 * is what counts ("Spanish (Mexico)", "allemand", "Espanol").
 *
 * @example
 * settingLanguage('Allemand') // 'de'
 * settingLanguage('')         // undefined
 */
export function settingLanguage(setting: string): Lang | undefined {
  const named = namedLanguage(setting)
  return named && named in PACKS ? (named as Lang) : undefined
}

/**
 * The language to answer in: the chatbot's AIResponseLanguage when it is one the assistant
 * speaks, otherwise the visitor's.
 *
 * @example
 * answerLanguage('Spanish', 'en') // 'es'
 * answerLanguage('', 'fr')        // 'fr'
 */
export const answerLanguage = (setting: string, visitor: Lang): Lang => settingLanguage(setting) ?? visitor
