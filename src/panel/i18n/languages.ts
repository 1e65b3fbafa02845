import { namedLanguage } from '../../shared/language-names.ts'
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


/**
 * The UI language for the chatbot's AIResponseLanguage, so the buttons speak the language the
 * answers come in; the browser's language when the setting is empty; English otherwise.
 *
 * @example
 * languageCode('Spanish (Mexico)') // 'es'
 * languageCode('Klingon') // 'en'
 */
export function languageCode(setting: string, browser?: string): Code {
  // The names are the assistant's own list, so the buttons speak the language the answers come in
  // (a language without UI strings here, Italian, gets English ones). The browser's language is
  // read only when needed: navigator's first use costs the host page.
  const code = setting.trim() ? namedLanguage(setting) : (browser ?? (typeof navigator === 'undefined' ? '' : navigator.language)).toLowerCase().slice(0, 2)
  return code && code in PACKS ? (code as Code) : 'en'
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
