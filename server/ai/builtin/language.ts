import { ELIDED, LANGS, PACKS, escapeRegExp as escape, fold, spellings, unaccent, type Lang } from './languages/index.ts'
import { numberNames } from './languages/numbers.ts'
import type { LanguagePack, MoneyWord } from './languages/pack.ts'

export type { Lang }
export { answerLanguage } from './languages/index.ts'
export { detectLanguage } from './detect-language.ts'

/**
 * A phrase as a pattern of whole words, also right after an elided article ("d'appartement"); with `endings`, a word of five letters or more may end in
 * any of them ("günstiger" reads "Günstigeres" too). What comes before the phrase is looked at behind its end, so the
 * pattern starts with the phrase's letters and is tried only where they are (several times faster than a look behind first).
 */
function word(text: string, endings: string[] = []): RegExp {
  const inflected = endings.length ? `(?:${endings.map(escape).join('|')})?` : ''
  const phrase = unaccent(text).split(/\s+/).map((part) => escape(part) + (part.length >= 5 ? inflected : '')).join('\\s+')
  // A phrase that ends in an elided word ("moins d'") runs into the next word ("moins d'un million").
  const end = /['’]$/.test(text) ? '' : '(?![\\p{L}])'
  return new RegExp(`${phrase}(?<=(?:(?<![\\p{L}'’-])|(?<=(?<![\\p{L}])${ELIDED}))${phrase})${end}`, 'giu')
}

/** A pack's typed words of `table`, each read as the English pack's first word for its value ("al menos" as "at least"). */
function asEnglish<W extends string>(table: Record<W, string[]>, english: Record<NoInfer<W>, string[]>): [string, string][] {
  return Object.entries<string[]>(table).flatMap(([value, words]) => words.map((from) => [from, english[value as W][0]!] as [string, string]))
}

/**
 * A pack's words of money as the English pack's: its scales, bounds, currency and "a month"; "a"
 * only before a scale or fraction ("un millón" as "a million"), and "and", "from" and "to" only in a range (see toEnglish).
 */
function moneyWords(lang: Lang): [string, string][] {
  const { one, and: _and, from: _from, to: _to, ...rest } = PACKS[lang].money
  const scaled = asEnglish({ half: rest.half, quarter: rest.quarter, million: rest.million, thousand: rest.thousand }, PACKS.en.money)
  return [...asEnglish(rest as Record<Exclude<MoneyWord, 'one' | 'and' | 'from' | 'to'>, string[]>, PACKS.en.money),
    ...one.flatMap((article) => scaled.map(([from, to]) => [`${article} ${from}`, `${PACKS.en.money.one[0]!} ${to}`] as [string, string]))]
}

/** A pack's words of the HOA fee and the deposit as the English pack's ("Hausgeld" as "hoa"): what "forget the HOA" names in any language. */
const feeWords = (lang: Lang) => asEnglish({ hoa: PACKS[lang].facts.hoa, deposit: PACKS[lang].facts.deposit }, PACKS.en.facts)

/** A pack's words of units and of a lot as the English pack's; "per", "big" and "free" are read as written ("por", "au", "grand" have other meanings). */
function measureWords(lang: Lang): [string, string][] {
  const { per: _per, big: _big, free: _free, ...units } = PACKS[lang].measures
  const { per: _english, big: _bigEnglish, free: _freeEnglish, ...english } = PACKS.en.measures
  return asEnglish(units, english)
}

/** The pack tables read as the English pack's words, whole: each key's words as English's first word for it. */
export const READ_AS_ENGLISH = ['deals', 'homes', 'rooms', 'orders', 'relative', 'undo', 'links', 'asking', 'traits', 'parking', 'market', 'comparisons', 'ordinals'] as const satisfies (keyof LanguagePack)[]

/**
 * Each pack's tables read as English, money words, measures and fees, unaccented, longest phrase first:
 * each as its pattern, its English and its first word in lower case, which a text must contain
 * for the pattern to be tried (most are not, and a text is read in well under a millisecond).
 */
const RULES = new Map(LANGS.map((lang) => [
  lang,
  [...READ_AS_ENGLISH.flatMap((table) => asEnglish<string>(PACKS[lang][table], PACKS.en[table])), ...moneyWords(lang), ...(lang === 'en' ? [] : [...measureWords(lang), ...feeWords(lang)])]
    .flatMap(([from, to]) => spellings(from).map((spelled): [string, string] => [spelled, to]))
    .sort((a, b) => b[0].length - a[0].length)
    .map(([from, to]) => ({ pattern: word(from, PACKS[lang].endings), to: /['’]$/.test(from) ? `${to} ` : to, head: unaccent(from).toLowerCase().split(/\s+/)[0]! }))
]))
/** A number's name as it is matched: unaccented, lower case, its words apart by a space or a hyphen. */
const numberKey = (name: string) => fold(name).replace(/[\s-]+/g, ' ')
/** Names as one alternation, longest first, their words apart by a space or a hyphen. */
const alternation = (names: string[]) => names.sort((a, b) => b.length - a.length).map((name) => escape(name).replace(/ /g, '[\\s-]+')).join('|')
/**
 * Each pack's number words (languages/numbers.ts `numberNames`) and each one's value, in one
 * pattern: a hundred and the tens and units after it by the pack's join ("trezentos e
 * cinquenta"), or one name; then a thousand glued on ("seicentomila").
 */
const NUMBER_WORDS = new Map(LANGS.map((lang) => {
  const { hundredJoin, thousandGlued } = PACKS[lang].numberWords
  const values = new Map(numberNames(PACKS[lang].numberWords).map(([name, value]) => [numberKey(name), value]))
  const named = (keep: (value: number) => boolean) => alternation([...values].filter(([, value]) => keep(value)).map(([name]) => name))
  const joins = alternation(hundredJoin.map(numberKey))
  const thousand = thousandGlued.length ? `(${alternation(thousandGlued.map(numberKey))})?` : '()'
  const pattern = `(?<![\\p{L}'-])(?:(${named((v) => v >= 100 && v % 100 === 0)})(?:(?:${joins})(${named((v) => v > 0 && v < 100)}))?|(${named(() => true)}))${thousand}(?![\\p{L}])`
  return [lang, { values, pattern: new RegExp(pattern, 'giu') }]
}))
/** Each pack's compound heads as patterns: the head at a word's start, followed by four letters or more ("mieten" stays a word). */
const COMPOUND_HEADS = new Map(LANGS.map((lang) => [lang, (PACKS[lang].compoundHeads ?? [])
  .map(([head, to]) => [new RegExp(`(?<![\\p{L}'-])${escape(unaccent(head))}(?=\\p{L}{4,})`, 'giu'), `${to} `] as const)]))
const ABOUT_IT = new Map(LANGS.map((lang) => {
  const about = PACKS[lang].aboutIt
  return [lang, about && new RegExp(unaccent(about.source), about.flags)] as const
}))
/** "entre 300 y 500", "zwischen 300 und 500": the pack's "and" of a range, after the English "between". */
const RANGE_AND = new Map(LANGS.map((lang) => [lang, new RegExp(`\\b(${PACKS.en.money.between[0]}\\s+\\S+\\s+)(?:${PACKS[lang].money.and.map((and) => unaccent(and)).join('|')})\\s+`, 'giu')]))

/** "de 2000 a 5000", "von 2000 bis 5000": the pack's words around a range's low end, as "between … and", read before "a" or "bis" means anything else. */
const RANGE_TO = new Map(LANGS.map((lang) => {
  const { from, to, thousand, million } = PACKS[lang].money
  const words = (list: string[]) => list.map((item) => escape(unaccent(item))).join('|')
  const low = `\\d[\\d.,]*(?:\\s*(?:k|${words([...thousand, ...million])}))?`
  const range = new RegExp(`(?<![\\p{L}'-])(?:${words(from)})\\s+(${low})\\s+(?:${words(to)})\\s+(?=\\d)`, 'giu')
  // Years are no amounts: "construidas de 1990 a 2000" is read by the words of building.
  const built = new RegExp(`(?<![\\p{L}])(?:${words(PACKS[lang].built.built)})(?![\\p{L}])`, 'iu')
  return [lang, from.length && to.length ? { range, built } : undefined] as const
}))

/** The first of the private-use characters that stand for phrases read while a question is read (see toEnglish): no letter, no digit, no space. */
const MARK = 0xe000
const MARKS = /[\ue000-\uf8ff]/g

/** Each pack's decimal separator, by its locale. */
const DECIMAL = new Map(LANGS.map((lang) => [lang, new Intl.NumberFormat(PACKS[lang].locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.']))

/**
 * Numbers as the pack's locale writes them, in the digits the reader takes: thousands grouped
 * with dots or spaces ("500.000", "500 000") joined, and a decimal comma ("1,5 millones") a point.
 */
function localNumbers(text: string, lang: Lang): string {
  let numbers = text.replace(/\b(\d{1,3})((?:[. \u00a0\u202f]\d{3})+)\b(?![.,]\d)/g, (_, head: string, tail: string) => head + tail.replace(/\D/g, ''))
  if (DECIMAL.get(lang) === ',') numbers = numbers.replace(/\b(\d+),(\d{1,2})\b(?!\d)/g, '$1.$2')
  return numbers
}

/**
 * A place as English writes it with digits: "1st", "2nd", "11th", "23rd".
 *
 * @example
 * englishOrdinal(22) // '22nd'
 */
export function englishOrdinal(place: number): string {
  const ending = place % 100 >= 11 && place % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][place % 10] ?? 'th'
  return `${place}${ending}`
}

/** Each pack's words for thousand and million as the English pack's, for amounts read outside the assistant (leads). */
const SCALE_WORDS = new Map(LANGS.map((lang) => [lang, asEnglish({ million: PACKS[lang].money.million, thousand: PACKS[lang].money.thousand }, PACKS.en.money)
  .map(([from, to]) => [word(from), to] as const)]))

/**
 * Amounts as the pack's locale writes them, in the digits AMOUNT reads: "500.000" and "500 000"
 * joined, "1,5 millones" as "1.5 million", "400 mil" as "400 thousand". Other words are kept.
 *
 * @example
 * localAmounts('hasta 1,5 millones', 'es') // 'hasta 1.5 million'
 */
export function localAmounts(text: string, lang: Lang): string {
  if (lang === 'en') return text
  let amounts = localNumbers(text, lang)
  for (const [re, to] of SCALE_WORDS.get(lang)!) amounts = amounts.replace(re, to)
  return amounts
}

/**
 * The question in the English the reader understands, accents folded first: its words for
 * sale, rent, rooms, prices, property types and small talk replaced, and "500.000" written
 * "500000". Place names and the rest are kept as they are.
 *
 * @example
 * toEnglish('Casas en venta en Austin con dos habitaciones por menos de 500.000', 'es')
 * // 'homes for sale in Austin with 2 bedrooms por under 500000'
 */
export function toEnglish(question: string, lang: Lang): string {
  if (lang === 'en') return question
  const ordinal = PACKS[lang].numberedOrdinal
  let text = unaccent(question)
  if (ordinal) text = text.replace(ordinal, (_, number: string) => englishOrdinal(Number(number)))
  text = localNumbers(text, lang)
  const numbers = NUMBER_WORDS.get(lang)!
  const valueOf = (name?: string) => (name ? numbers.values.get(numberKey(name))! : 0)
  text = text.replace(numbers.pattern, (_, hundred?: string, rest?: string, name?: string, thousand?: string) =>
    String((valueOf(hundred) + valueOf(rest) + valueOf(name)) * (thousand ? 1000 : 1)))
  const range = RANGE_TO.get(lang)
  if (range && !range.built.test(text)) text = text.replace(range.range, `${PACKS.en.money.between[0]} $1 ${PACKS.en.money.and[0]} `)
  const about = ABOUT_IT.get(lang)
  if (about) text = text.replace(about, '$1does it have')
  for (const [re, to] of COMPOUND_HEADS.get(lang)!) text = text.replace(re, to)
  // Each phrase read stands as one mark until every rule has run, so its English is not read again as the language's ("un milione" as
  // "a million", whose "a" is no Italian "a").
  const english: string[] = []
  let lower = text.toLowerCase()
  for (const { pattern, to, head } of RULES.get(lang)!) {
    if (!lower.includes(head)) continue
    const read = text.replace(pattern, () => String.fromCharCode(MARK + english.push(to) - 1))
    if (read !== text) lower = (text = read).toLowerCase()
  }
  text = text.replace(MARKS, (mark) => english[mark.charCodeAt(0) - MARK]!)
  return text.replace(RANGE_AND.get(lang)!, `$1${PACKS.en.money.and[0]} `)
}
