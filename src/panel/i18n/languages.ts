import en, { type Strings } from './en.ts'

export type { Strings }
export { en }

/** Language packs other than English load as their own small chunks, only when chosen. */
const PACKS = {
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  de: () => import('./de.ts'),
  pt: () => import('./pt.ts'),
  ar: () => import('./ar.ts'),
  he: () => import('./he.ts')
}
type Code = keyof typeof PACKS | 'en'

/** Names AIResponseLanguage may hold (in English, as the setting asks, or the language's own). */
const NAMES: Record<string, Code> = {
  english: 'en',
  spanish: 'es',
  español: 'es',
  castellano: 'es',
  french: 'fr',
  français: 'fr',
  german: 'de',
  deutsch: 'de',
  portuguese: 'pt',
  português: 'pt',
  arabic: 'ar',
  العربية: 'ar',
  hebrew: 'he',
  עברית: 'he'
}

/**
 * The UI language for the chatbot's AIResponseLanguage, so the buttons speak the language the
 * answers come in; the browser's language when the setting is empty; English otherwise.
 *
 * @example
 * languageCode('Spanish (Mexico)') // 'es'
 * languageCode('Klingon') // 'en'
 */
export function languageCode(setting: string, browser?: string): Code {
  const word = setting.trim().toLowerCase().split(/[\s(]/)[0] ?? ''
  // A bare code ("es") also works; prefixes of names do not ("Estonian" is not "es"). The
  // browser's language is read only when needed: navigator's first use costs the host page.
  const short = setting.trim() ? (word.length === 2 ? word : '') : (browser ?? (typeof navigator === 'undefined' ? '' : navigator.language)).toLowerCase().slice(0, 2)
  return NAMES[word] ?? (short in PACKS ? (short as Code) : 'en')
}

/**
 * The strings for a language code, loading its pack.
 *
 * @example
 * const strings = await loadStrings('es') // strings.send === 'Enviar'
 */
export async function loadStrings(code: Code): Promise<Strings> {
  return code === 'en' ? en : (await PACKS[code]()).default
}

/**
 * Fills `{slot}` placeholders.
 *
 * @example
 * fill('Up to {n} images per message.', { n: 4 }) // 'Up to 4 images per message.'
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}
