import type { KeywordGroup } from '../store/full-text.ts'

/**
 * A feature visitors ask about in their words, and the words listings use for it. Visitors'
 * words cover English, Spanish, French, German and Portuguese; listings' words are English,
 * matched through the full-text index (which stems them: "views" finds "view").
 */
export interface Concept {
  /** what the search is called in an answer: "with a pool" */
  name: string
  asked: RegExp
  says: KeywordGroup
  /** words of listings that say the opposite though they match `says` ("pets allowed: cats only"): left out whenever the concept is asked for */
  unless?: KeywordGroup
}

const L = String.raw`[\p{L}-]*`
const concept = (name: string, asked: string, says: string[], unless?: string[]): Concept => ({
  name, asked: new RegExp(String.raw`(?<![\p{L}])(?:${asked})(?![\p{L}])`, 'iu'), says, ...(unless && { unless })
})

/** The concept vocabulary, most specific first (an "ocean view" is a beach and a view). */
export const CONCEPTS: Concept[] = [
  concept('a pool', String.raw`(?:swimming\s+)?pools?|piscinas?|piscines?|schwimmbad|swimmingpool`, ['pool', 'swimming pool']),
  // Before the beach: "waterfront" asks for homes on the water, not near a beach.
  concept('waterfront', String.raw`water\s?front|ocean\s?front|beach\s?front|bay\s?front|lake\s?front|on\s+the\s+water|frente\s+al\s+(?:mar|agua)|bord\s+de\s+(?:mer|l'eau)|am\s+wasser|beira[-\s](?:mar|rio)|fronte\s+mare`,
    ['waterfront', 'oceanfront', 'beachfront', 'bayfront', 'lakefront', 'on the water']),
  concept('the beach or water nearby', String.raw`beach${L}|ocean${L}|sea\s?side|seas?|coast${L}|bay|waterside|spiaggia|playas?|mar|costa|oc[eé]ano|plages?|mer|c[oô]te|strand|meer|k[uü]ste|praias?`,
    ['beach', 'beachfront', 'ocean', 'oceanfront', 'coast', 'coastal', 'waterfront', 'bay', 'sea', 'seaside']),
  concept('a view', String.raw`views?|vistas?|vues?|aussicht|blick`, ['view', 'views', 'overlooking', 'panoramic']),
  concept('a yard or garden', String.raw`(?:back\s?)?yards?|gardens?|lawns?|acres?|acreage|lot\s+size|big\s+lot|large\s+lot|jard[ií]n(?:es)?|patio\s+trasero|gartens?|quintal|jardim|giardin[oi]`,
    ['yard', 'backyard', 'garden', 'acre', 'acreage', 'lot size', 'lawn']),
  concept('a garage', String.raw`garages?|carports?|garajes?|garagem|cochera`, ['garage', 'carport']),
  // Before pets: a listing for "pets allowed: cats only" is no home for a dog.
  concept('dogs allowed', String.raw`dogs?|dog[-\s]friendly|puppy|puppies|perros?|chiens?|hunde?|cachorros?|cani|cane`,
    ['dogs allowed', 'dog friendly', 'dogs ok', 'dogs welcome', 'pets allowed', 'pets welcome', 'pet friendly', 'pets ok'], ['cats only']),
  concept('pets allowed', String.raw`pets?|pet[-\s]friendly|cats?|mascotas?|gatos?|animaux|chats|haustier${L}|katzen?|animais|animali`,
    ['pets allowed', 'pet friendly', 'pets welcome', 'pets ok', 'pets yes', 'dogs allowed', 'cats allowed', 'dog friendly', 'cats ok', 'dogs ok']),
  concept('a fireplace', String.raw`fire\s?places?|chimeneas?|chemin[ée]es?|kamin${L}|lareiras?|camino`, ['fireplace']),
  concept('a balcony, deck or patio', String.raw`balcon(?:y|ies)|balc[oó]n${L}|terraces?|terrazas?|terrasses?|terrassen?|balkon${L}|varandas?|sacadas?|decks?|patios?`,
    ['balcony', 'terrace', 'deck', 'patio']),
  concept('a rooftop', String.raw`roof\s?tops?|roof\s+decks?|azoteas?|dachterrasse`, ['rooftop', 'roof deck']),
  concept('an updated home', String.raw`renovated|updated|remodel+ed|modernized|reformad[oa]s?|r[ée]nov[ée]e?s?|renoviert${L}|saniert${L}`,
    ['renovated', 'updated', 'remodeled', 'remodelled', 'modernized']),
  concept('furnished', String.raw`furnished|amueblad[oa]s?|meubl[ée]e?s?|m[oö]bliert${L}|mobiliad[oa]s?|arredat[oaie]`, ['furnished']),
  concept('a home office', String.raw`(?:home\s+)?office|study|oficina|despacho|bureau|arbeitszimmer|homeoffice|escrit[oó]rio`, ['office', 'study']),
  concept('hardwood floors', String.raw`hardwood${L}|wood\s+floor${L}|parquet|parkett|suelos?\s+de\s+madera`, ['hardwood', 'wood floors']),
  concept('laundry', String.raw`laundry|washers?|dryers?|washer\s*/\s*dryer|lavadoras?|lave-linge|waschmaschine|lavanderia`, ['laundry', 'washer', 'dryer']),
  concept('air conditioning', String.raw`air\s+condition${L}|a/c|central\s+air|aire\s+acondicionado|climatisation|klimaanlage|ar\s+condicionado`,
    ['air conditioning', 'central air', 'ac']),
  concept('a gym', String.raw`gym|fitness\s+(?:center|centre|room)|gimnasio|salle\s+de\s+sport|fitnessraum|academia|palestra`, ['gym', 'fitness']),
  concept('an elevator', String.raw`elevators?|lifts?|ascensor|ascenseur|aufzug|fahrstuhl|elevador|ascensore`, ['elevator', 'lift']),
  concept('step-free access', String.raw`wheelchair${L}|accessible|step[-\s]free|barrierefrei|accesible`, ['wheelchair', 'accessible', 'step free']),
  concept('solar panels', String.raw`solar${L}|placas\s+solares|panneaux\s+solaires|photovoltaik`, ['solar']),
  concept('a basement', String.raw`basements?|cellars?|s[oó]tanos?|sous-sol|keller|por[aã]o|seminterrato|cantina`, ['basement', 'cellar']),
  concept('walk-in closets', String.raw`walk[-\s]in\s+closets?|walk[-\s]ins?`, ['walk in closet']),
  concept('a walk to downtown', String.raw`walk(?:ing|able)?\s+(?:distance\s+)?(?:to\s+|from\s+|of\s+)?(?:the\s+)?(?:downtown|city\s+cent(?:er|re)|town\s+cent(?:er|re))|downtown|walkable|centro(?:\s+da\s+cidade|\s+de\s+la\s+ciudad|\s+citt[aà])?|centre[-\s]ville|innenstadt|stadtzentrum|zentrum`,
    ['downtown', 'walk to downtown', 'walkable']),
  concept('mountain views', String.raw`mountains?|monta[ñn]as?|montagnes?|berge?|gebirge|montanhas?`, ['mountain', 'mountains'])
]

/**
 * Whether `group` is left out only because a concept asked for excludes it (a concept's
 * `unless`), so an answer does not name it as a wish of the visitor's.
 *
 * @example
 * impliedExclusion(['cats only']) // true
 */
export const impliedExclusion = (group: KeywordGroup) => CONCEPTS.some((c) => c.unless?.[0] === group[0])

/** Words before a concept that turn it around: "no pets", "without a pool", "sin piscina". */
const NEGATION = /(?:^|[^\p{L}])(?:no|without|not|non|sin|sans|pas\s+de|ohne|kein(?:e|en)?|sem|não|nao)\s+(?:(?:a|an|any|de|des|un|une|um|uma|einen?)\s+)?$/iu

/** What a question asks of listings' text, and the question with those words blanked out. */
export interface AskedFeatures {
  keywords: KeywordGroup[]
  withoutKeywords: KeywordGroup[]
  /** the concepts asked for (and not negated), for describing the search */
  names: string[]
  /** the concepts asked to be absent */
  withoutNames: string[]
  rest: string
}

/**
 * Finds the features a question asks for with the concept vocabulary, honouring negations.
 *
 * @example
 * askedFeatures('a condo near the beach, no pets')
 * // { keywords: [['beach', 'ocean', …]], withoutKeywords: [['pets allowed', …]], names: ['near the water'], withoutNames: ['pets allowed'], rest: … }
 */
export function askedFeatures(question: string): AskedFeatures {
  const found: AskedFeatures = { keywords: [], withoutKeywords: [], names: [], withoutNames: [], rest: question }
  for (const { name, asked, says, unless } of CONCEPTS) {
    const match = asked.exec(found.rest)
    if (!match) continue
    const before = found.rest.slice(0, match.index)
    const negation = NEGATION.exec(before)
    const start = negation ? match.index - negation[0].length + (negation[0].match(/^[^\p{L}]/u) ? 1 : 0) : match.index
    found.rest = found.rest.slice(0, start) + ' '.repeat(match.index + match[0].length - start) + found.rest.slice(match.index + match[0].length)
    if (negation) {
      found.withoutKeywords.push(says)
      found.withoutNames.push(name)
    } else {
      found.keywords.push(says)
      found.names.push(name)
      if (unless) found.withoutKeywords.push(unless)
    }
  }
  return found
}

/**
 * Keywords as a caller writes them ("pool, ocean view") as groups for the full-text search:
 * a word the vocabulary knows brings its listing words along; other words stand for themselves.
 *
 * @example
 * keywordGroups('pool, quartz') // [['pool', 'swimming pool'], ['quartz']]
 */
export function keywordGroups(keywords: string): KeywordGroup[] {
  const { keywords: groups, rest } = askedFeatures(keywords)
  const plain = rest.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 2 && !STOP_WORDS.has(word))
  return [...groups, ...plain.map((word) => [word])]
}

/** Words that carry no feature of their own. */
export const STOP_WORDS = new Set(['the', 'and', 'with', 'has', 'have', 'that', 'for', 'any', 'some', 'nice', 'big', 'large', 'great',
  'good', 'lots', 'lot', 'plenty', 'space', 'one', 'ones', 'them', 'those', 'these', 'home', 'homes', 'house', 'houses', 'listing',
  'listings', 'property', 'properties', 'place', 'places', 'also', 'only', 'just', 'please', 'really', 'very', 'near'])
