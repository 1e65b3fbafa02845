import { CONCEPTS } from '../../listings/concepts.ts'
import type { KeywordGroup } from '../../store/full-text.ts'
import type { ListingCriteria } from '../../store/listing-search.ts'
import type { Lang } from './language.ts'

type Other = Exclude<Lang, 'en'>
const OTHERS: Other[] = ['es', 'fr', 'de', 'pt']

/**
 * Each concept's name (concepts.ts, by its English name) in Spanish, French, German and
 * Portuguese, as it reads after "con", "avec", "mit", "com" (and "sin", "sans", "ohne", "sem").
 */
export const FEATURE_NAMES: Record<string, [es: string, fr: string, de: string, pt: string]> = {
  'a pool': ['piscina', 'piscine', 'Pool', 'piscina'],
  'the beach or water nearby': ['playa o agua cerca', 'plage ou eau à proximité', 'Strand oder Wasser in der Nähe', 'praia ou água por perto'],
  'a view': ['vistas', 'vue', 'Aussicht', 'vista'],
  'a yard or garden': ['jardín o patio', 'jardin', 'Garten', 'quintal ou jardim'],
  'a garage': ['garaje', 'garage', 'Garage', 'garagem'],
  'pets allowed': ['mascotas permitidas', 'animaux acceptés', 'Haustiererlaubnis', 'animais permitidos'],
  'a fireplace': ['chimenea', 'cheminée', 'Kamin', 'lareira'],
  'a balcony, deck or patio': ['balcón, terraza o patio', 'balcon, terrasse ou patio', 'Balkon, Terrasse oder Patio', 'varanda, deck ou pátio'],
  'a rooftop': ['azotea', 'toit-terrasse', 'Dachterrasse', 'terraço na cobertura'],
  'an updated home': ['reforma reciente', 'rénovation récente', 'Renovierung', 'reforma recente'],
  furnished: ['muebles', 'meubles', 'Möblierung', 'mobília'],
  'a home office': ['despacho', 'bureau', 'Arbeitszimmer', 'escritório'],
  'hardwood floors': ['suelos de madera', 'parquet', 'Parkett', 'piso de madeira'],
  laundry: ['lavadero', 'buanderie', 'Waschküche', 'lavanderia'],
  'air conditioning': ['aire acondicionado', 'climatisation', 'Klimaanlage', 'ar condicionado'],
  'a gym': ['gimnasio', 'salle de sport', 'Fitnessraum', 'academia'],
  'an elevator': ['ascensor', 'ascenseur', 'Aufzug', 'elevador'],
  'step-free access': ['acceso sin escalones', 'accès de plain-pied', 'Barrierefreiheit', 'acesso sem degraus'],
  'solar panels': ['paneles solares', 'panneaux solaires', 'Solaranlage', 'painéis solares'],
  'a basement': ['sótano', 'sous-sol', 'Keller', 'porão'],
  'walk-in closets': ['vestidores', 'dressing', 'Ankleidezimmer', 'closets'],
  'mountain views': ['vistas a la montaña', 'vue sur la montagne', 'Bergblick', 'vista para as montanhas']
}

/** Property types by a word of the stored type: in English as a plural noun, in the others as they read after "viviendas de tipo", "logements de type"… */
const TYPE_NAMES: [part: string, names: Record<Lang, string>][] = [
  ['condo', { en: 'condos', es: 'condominio', fr: 'appartement en copropriété', de: 'Eigentumswohnung', pt: 'condomínio' }],
  ['town', { en: 'townhouses', es: 'casa adosada', fr: 'maison de ville', de: 'Reihenhaus', pt: 'sobrado' }],
  ['single', { en: 'single-family homes', es: 'casa unifamiliar', fr: 'maison individuelle', de: 'Einfamilienhaus', pt: 'casa unifamiliar' }],
  ['apartment', { en: 'apartments', es: 'apartamento', fr: 'appartement', de: 'Wohnung', pt: 'apartamento' }],
  ['multi', { en: 'multi-family homes', es: 'vivienda multifamiliar', fr: 'immeuble plurifamilial', de: 'Mehrfamilienhaus', pt: 'imóvel multifamiliar' }],
  ['land', { en: 'land listings', es: 'terreno', fr: 'terrain', de: 'Grundstück', pt: 'terreno' }]
]

/** A property type's name in `lang` from TYPE_NAMES, if the table knows it. */
const knownType = (type: string, lang: Lang) => TYPE_NAMES.find(([part]) => type.toLowerCase().includes(part))?.[1][lang]

/**
 * A property type as a plural English noun.
 *
 * @example
 * typeName('condo') // 'condos'
 * typeName('ranch') // 'ranch listings'
 */
export const typeName = (type: string) => knownType(type, 'en') ?? `${type} listings`

const OF_TYPE: Record<Other, (type: string) => string> = { es: (t) => `de tipo ${t}`, fr: (t) => `de type ${t}`, de: (t) => `vom Typ ${t}`, pt: (t) => `do tipo ${t}` }

/**
 * A property type after the language's word for homes, so the noun (and its gender) stays
 * that word's; a type this table does not know is named as the feed stores it.
 *
 * @example
 * ofType('single family', 'es') // 'de tipo casa unifamiliar'
 */
export const ofType = (type: string, lang: Other) => OF_TYPE[lang](knownType(type, lang) ?? type)

/** How each language joins the features asked for, and names the rest of what was asked together. */
const JOIN: Record<Other, { with: (names: string[]) => string; without: (names: string[]) => string; rest: string }> = {
  es: { with: (n) => `con ${n.join(' y ')}`, without: (n) => `sin ${n.join(' ni ')}`, rest: 'con las demás condiciones que pediste' },
  fr: { with: (n) => `avec ${n.join(' et ')}`, without: (n) => `sans ${n.join(' ni ')}`, rest: 'avec les autres critères demandés' },
  de: { with: (n) => `mit ${n.join(' und ')}`, without: (n) => `ohne ${n.join(' oder ')}`, rest: 'mit den übrigen gewünschten Merkmalen' },
  pt: { with: (n) => `com ${n.join(' e ')}`, without: (n) => `sem ${n.join(' nem ')}`, rest: 'com as demais condições pedidas' }
}

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
  return lang === 'en' ? concept.name : FEATURE_NAMES[concept.name]?.[OTHERS.indexOf(lang)] ?? concept.name
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
export function featuresIn(c: ListingCriteria, lang: Other, others: boolean): string[] {
  const join = JOIN[lang]
  const parts: string[] = []
  if (c.keywords?.length) parts.push(join.with(c.keywords.map((group) => featureName(group, lang))))
  if (c.withoutKeywords?.length) parts.push(join.without(c.withoutKeywords.map((group) => featureName(group, lang))))
  if (others) parts.push(join.rest)
  return parts
}
