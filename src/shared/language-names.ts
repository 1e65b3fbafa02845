/**
 * The names AIResponseLanguage may hold for each language (its English name, its own name, other
 * languages' names for it, its code), one list for the server's assistant and the widget's UI
 * language, so that both read a setting alike. Plain data: the widget bundle imports it.
 */
export const LANGUAGE_NAMES = {
  en: ['English', 'inglés', 'anglais', 'Englisch', 'inglês', 'inglese', 'en'],
  es: ['Spanish', 'español', 'castellano', 'espagnol', 'Spanisch', 'espanhol', 'spagnolo', 'es'],
  fr: ['French', 'français', 'francés', 'Französisch', 'francês', 'francese', 'fr'],
  de: ['German', 'Deutsch', 'alemán', 'allemand', 'alemão', 'tedesco', 'de'],
  pt: ['Portuguese', 'português', 'portugués', 'portugais', 'Portugiesisch', 'portoghese', 'pt'],
  it: ['Italian', 'italiano', 'italien', 'Italienisch', 'it'],
  ar: ['Arabic', 'árabe', 'arabe', 'Arabisch', 'arabo', 'العربية', 'ar'],
  he: ['Hebrew', 'hebreo', 'hébreu', 'Hebräisch', 'hebraico', 'ebraico', 'עברית', 'he']
} as const

/** A language named in LANGUAGE_NAMES, by its code. */
export type LanguageCode = keyof typeof LANGUAGE_NAMES

/** Lower case, accents removed and "ß" written "ss": "Español" and "espanol" read alike. */
export const foldName = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase()

let byName: Map<string, LanguageCode> | undefined

/**
 * The language a setting names by its first word ("Spanish (Mexico)", "allemand", "Espanol",
 * "es"), or undefined when it names none.
 *
 * @example
 * namedLanguage('Allemand') // 'de'
 * namedLanguage('Klingon')  // undefined
 */
export function namedLanguage(setting: string): LanguageCode | undefined {
  byName ??= new Map(Object.entries(LANGUAGE_NAMES).flatMap(([code, names]) => names.map((name) => [foldName(name), code as LanguageCode] as const)))
  return byName.get(foldName(setting.trim()).split(/[\s(,]/)[0] ?? '')
}
