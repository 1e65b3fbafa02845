import { toEnglish } from '../language.ts'
import { LANGS, PACKS, type Lang } from '../languages/index.ts'
import type { BuiltWord, FeatureName, LanguagePack, MeasureWord } from '../languages/pack.ts'
import { phraseAt, tableOf, tagged, tagTokens, tokenize, type Said, type Tag } from './tag.ts'

/** Tagging a message by the tables of its language's pack, with English's: features, what is said, years built, measures. */

/** The language's pack and English's: a visitor may use English words in any language. */
const packsOf = (lang: Lang) => [...new Set<Lang>(['en', lang])].map((code) => PACKS[code])

/**
 * A pack's words as written and as the English reader gets them: the features and fees are read
 * after the pack's tables (language.ts toEnglish), which may have read a word of them already
 * ("casa de invitados" arrives as "home de invitados", "un seul niveau" as "1 seul niveau").
 */
const asRead = (words: string[], lang: Lang) => [...new Set(words.flatMap((words) => [words, toEnglish(words, lang)]))]

/** Each language's feature words and negations, with English's: a visitor may name a feature in English in any language. */
const FEATURES = new Map(LANGS.map((lang) => [lang, tableOf([...new Set<Lang>(['en', lang])].flatMap((code) => [
  ...Object.entries<string[]>(PACKS[code].featureWords).flatMap(([name, words]) => tagged('feature', name as FeatureName, asRead(words, code))),
  ...tagged('negation', true, PACKS[code].negations)
]))]))

/**
 * The features a message in `lang` names and the negations before them, from the pack's tables
 * and English's: "chat" is a cat only in French.
 *
 * @example
 * tagFeatures('casas sin piscina', 'es').map(({ slot, value }) => [slot, value]) // [['negation', true], ['feature', 'a pool']]
 */
export const tagFeatures = (text: string, lang: Lang): Tag[] => tagTokens(tokenize(text), FEATURES.get(lang)!)

/** Each language's negations, with English's. */
const NEGATIONS = new Map(LANGS.map((lang) => [lang, tableOf(packsOf(lang).flatMap((pack) => tagged('negation', true, pack.negations)))]))

/**
 * The negations of a message in `lang`, by the pack's table and English's: what comes right
 * after one is asked against ("sin departamentos").
 *
 * @example
 * tagNegations('casas, sin departamentos', 'es').map(({ from }) => from) // [1]
 */
export const tagNegations = (text: string, lang: Lang): Tag[] => tagTokens(tokenize(text), NEGATIONS.get(lang)!)

/** One language's tables of what is said, with English's, one table per kind: each kind is read on its own, as a word may be of several. */
function saidTables(lang: Lang) {
  const packs = packsOf(lang)
  const tables = <K extends string>(pick: (pack: LanguagePack) => Record<K, string[]>) => (Object.keys(pick(PACKS.en)) as K[]).map((kind) =>
    tableOf(packs.flatMap((pack) => tagged('said', kind as unknown as Said, pick(pack)[kind]))))
  return { anywhere: [...tables((pack) => pack.intents), ...tables((pack) => pack.facts), ...tables((pack) => pack.cues)], opening: tables((pack) => pack.opening) }
}
const SAID = new Map(LANGS.map((lang) => [lang, saidTables(lang)]))

/**
 * What a message in `lang` says besides a search's conditions, by the pack's tables and
 * English's: intents ("gracias"), facts asked for ("la cuota de HOA") and cues ("casas",
 * "muéstrame"); a greeting, "more" and a follow-up's words count only as the first words.
 *
 * @example
 * tagSaid('gracias, ¿eres un robot?', 'es').map(({ value }) => value) // ['thanks', 'identity']
 */
export function tagSaid(text: string, lang: Lang): Tag[] {
  const tokens = tokenize(text)
  const { anywhere, opening } = SAID.get(lang)!
  const tags = anywhere.flatMap((table) => tagTokens(tokens, table))
  for (const table of opening) {
    const phrase = tokens.length ? phraseAt(tokens, 0, table) : undefined
    if (phrase) tags.push(...phrase.tags.map((tag) => ({ ...tag, from: 0, to: phrase.words.length, span: [tokens[0]!.start, tokens[phrase.words.length - 1]!.end], glued: true } as Tag)))
  }
  return tags
}

/** Each language's words of when a home was built, and of a range ("entre … y", "von … bis"), with English's. */
const BUILT = new Map(LANGS.map((lang) => [lang, tableOf(packsOf(lang).flatMap((pack) => [
  ...Object.entries<string[]>(pack.built).flatMap(([word, phrases]) => tagged('built', word as BuiltWord, phrases)),
  ...(['between', 'from', 'and', 'to'] as const).flatMap((word) => tagged('money', word, pack.money[word]))
]))]))

/** The year a decade written with two digits starts: "the 90s" 1990, "the 10s" 2010. */
const decadeYear = (digits: number) => (digits <= 10 ? 2000 : 1900) + digits

/**
 * The years of a message in `lang`, the words of building around them ("built", "antes de",
 * "or later") and those of a range ("between", "and", "von", "bis"); an "s", "er" or "ern" right after
 * a year makes it a decade ("the 1990s", "die 1990er"), and so does the pack's word for one
 * before it ("los años 1990"). A decade may be written with two digits: "the 90s", "die 90er",
 * "los años 90".
 *
 * @example
 * tagBuilt('construidas antes de 1990', 'es').map(({ slot, value }) => [slot, value]) // [['built', 'built'], ['built', 'before'], ['year', 1990]]
 * tagBuilt('homes from the 90s', 'en').map(({ slot, value }) => [slot, value])         // [['built', 'built'], ['year', 1990], ['built', 'decade']]
 */
export function tagBuilt(text: string, lang: Lang): Tag[] {
  const tokens = tokenize(text)
  const tags = tagTokens(tokens, BUILT.get(lang)!, (token, at) => {
    const span: [number, number] = [token.start, token.end]
    if (/^(?:18|19|20)\d\d$/.test(token.text)) return { slot: 'year', value: Number(token.text), from: at, to: at + 1, span, glued: token.glued }
    const decade = ['s', 'er', 'ern'].includes(token.text) && tokens[at - 1]?.end === token.start && /^(?:\d\d){1,2}$/.test(tokens[at - 1]!.text)
    return decade ? { slot: 'built', value: 'decade', from: at, to: at + 1, span, glued: true } : undefined
  })
  const decadeAt = (at: number) => tags.some((tag) => tag.slot === 'built' && tag.value === 'decade' && (tag.from === at + 1 || tag.to === at))
  const twoDigits = tokens.flatMap((token, at): Tag[] => (/^\d\d$/.test(token.text) && decadeAt(at)
    ? [{ slot: 'year', value: decadeYear(Number(token.text)), from: at, to: at + 1, span: [token.start, token.end], glued: token.glued }]
    : []))
  return twoDigits.length ? [...tags, ...twoDigits].sort((a, b) => a.from - b.from) : tags
}

/** Each language's words of sizes, of the HOA fee and the deposit, and its negations, with English's. */
const MEASURES = new Map(LANGS.map((lang) => [lang, tableOf(packsOf(lang).flatMap((pack) => [
  ...Object.entries<string[]>(pack.measures).flatMap(([word, phrases]) => tagged('measure', word as MeasureWord, phrases)),
  ...tagged('said', 'hoa', asRead(pack.facts.hoa, lang)), ...tagged('said', 'deposit', asRead(pack.facts.deposit, lang)),
  ...tagged('negation', true, pack.negations)
]))]))

/**
 * The words of sizes and fees in a message in `lang`, by the pack's tables and English's: units
 * ("m2", "acres"), a lot, "per", the HOA fee and the deposit (the `facts` tables' words), negations.
 *
 * @example
 * tagMeasures('sin fianza', 'es').map(({ slot, value }) => [slot, value]) // [['negation', true], ['said', 'deposit']]
 */
export const tagMeasures = (text: string, lang: Lang): Tag[] => tagTokens(tokenize(text), MEASURES.get(lang)!)
