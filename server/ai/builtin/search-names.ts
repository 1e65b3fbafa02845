import { CONCEPTS, impliedExclusion } from '../../listings/concepts.ts'
import type { KeywordGroup } from '../../store/full-text.ts'
import type { ListingCriteria } from '../../store/listing-search.ts'
import { PACKS, type Lang } from './languages/index.ts'
import type { FeatureName, TypePart } from './languages/pack.ts'

/** A property type's name in `lang` from its pack's types, if the pack knows it. */
function knownType(type: string, lang: Lang): string | undefined {
  const { types } = PACKS[lang]
  const part = (Object.keys(types) as TypePart[]).find((key) => type.toLowerCase().includes(key))
  return part && types[part]
}

/**
 * A property type as a plural English noun.
 *
 * @example
 * typeName('condo') // 'condos'
 * typeName('ranch') // 'ranch listings'
 */
export const typeName = (type: string) => knownType(type, 'en') ?? `${type} listings`

/**
 * A property type after the language's word for homes, so the noun (and its gender) stays
 * that word's; a type this table does not know is named as the feed stores it.
 *
 * @example
 * ofType('single family', 'es') // 'de tipo casa unifamiliar'
 */
export const ofType = (type: string, lang: Lang) => PACKS[lang].ofType(knownType(type, lang) ?? type)

/**
 * The property types a search asks against, named in `lang` ("apartments"), or none.
 *
 * @example
 * typesAgainst({ withoutPropertyType: ['apartment', 'town'] }, 'fr') // ['appartement', 'maison de ville']
 */
export const typesAgainst = ({ withoutPropertyType: types }: ListingCriteria, lang: Lang): string[] =>
  (types ?? []).map((type) => (lang === 'en' ? typeName(type) : knownType(type, lang) ?? type))

/**
 * A keyword group's name in `lang`: its concept's, or the words themselves in quotes.
 *
 * @example
 * featureName(['pool', 'swimming pool']) // 'a pool'
 * featureName(['pool', 'swimming pool'], 'fr') // 'piscine'
 */
export function featureName(group: KeywordGroup, lang: Lang = 'en'): string {
  const concept = CONCEPTS.find((c) => c.says === group || c.says[0] === group[0])
  if (!concept) return `“${group.join(' ')}”`
  return PACKS[lang].features[concept.name as FeatureName] ?? concept.name
}

/**
 * The features of a search in a language other than English: the concepts asked for or
 * against by name, then `others` (year built, parking, size…, which listing-text.ts's English
 * words tell) named together.
 *
 * @example
 * featuresIn({ keywords: [['pool', 'swimming pool']], minParking: 2 }, 'es', true)
 * // ['con piscina', 'con las demás condiciones que pediste']
 */
export function featuresIn(c: ListingCriteria, lang: Lang, others: boolean): string[] {
  const { join } = PACKS[lang]
  const parts: string[] = []
  if (c.keywords?.length) parts.push(join.with(c.keywords.map((group) => featureName(group, lang))))
  const without = [...typesAgainst(c, lang), ...statedWithout(c).map((group) => featureName(group, lang))]
  if (without.length) parts.push(join.without(without))
  if (others) parts.push(join.rest)
  return parts
}

/**
 * The features a search asks to be absent, as the visitor asked: without those a concept
 * leaves out by itself ("dogs allowed" leaves out "cats only").
 *
 * @example
 * statedWithout({ keywords: [dogs], withoutKeywords: [['cats only']] }) // []
 */
export const statedWithout = (c: ListingCriteria) => (c.withoutKeywords ?? []).filter((group) => !impliedExclusion(group))
