import type { ListingSort } from '../../../store/listing-search.ts'
import type { LeadPack } from './leads/pack.ts'

/**
 * One language of the built-in assistant: every word it reads and writes in that language.
 * A language is one file `languages/<code>.ts` that `satisfies LanguagePack`, and one line in
 * `languages/index.ts`; the compiler refuses a pack with a field missing.
 */
export interface LanguagePack {
  /** BCP 47 locale whose Intl.NumberFormat and Intl.PluralRules write numbers and money */
  locale: string
  /** what AIResponseLanguage may say for this language: its English name, its own name, others' names, its code (from src/shared/language-names.ts, which the widget reads too) */
  names: readonly string[]
  /** words common in this language's questions and rare in the others': detection reads every word of the pack, and these weigh double (detect-language.ts) */
  markers: string[]
  /** the words of numbers up to ninety-nine and of whole hundreds, as they are read in a count ("veintitrés habitaciones") or an amount */
  numberWords: NumberWords
  /** buying or renting: "en venta", "zur Miete", "alquileres" (each table below is read as the English pack's first word of each key, as comparisons are) */
  deals: Record<DealWord, string[]>
  /** the nouns of homes and their kinds, singular and plural apart: "casa", "casas", "Reihenhaus" */
  homes: Record<HomeWord, string[]>
  /** the rooms a search counts, singular and plural apart: "habitación", "Schlafzimmer" */
  rooms: Record<RoomWord, string[]>
  /** the orders a search may ask for, as a superlative ("la más barata") or a sort ("de mayor a menor") */
  orders: Record<OrderWord, string[]>
  /** a comparison with what was shown: "günstiger", "más barato que" */
  relative: Record<RelativeWord, string[]>
  /** the words that drop a condition asked earlier: "olvida", "no importa", "cualquier precio" */
  undo: Record<UndoWord, string[]>
  /** the links of a search's place, features and nearness: "en", "con", "cerca de" */
  links: Record<LinkWord, string[]>
  /** the words of a question about listings and their prices: "cuál", "welches davon", "presupuesto" */
  asking: Record<AskingWord, string[]>
  /** what a listing is, asked for by name: its age, status, tours and space (see Trait): "obra nueva", "Altbau", "vendido", "portes ouvertes", "WG-Zimmer" */
  traits: Record<Trait, string[]>
  /** parking and what it holds, a count before or after: "2 plazas de garaje", "avec parking", "Tiefgarage", "garage pour 2 voitures" */
  parking: Record<ParkingWord, string[]>
  /** how long a listing has been on the market: "publicado esta semana", "recién publicado", "in den letzten 10 Tagen" */
  market: Record<MarketWord, string[]>
  /** endings an adjective takes when inflected ("günstiger" → "Günstigeres"): a word of five letters or more in the tables read as English is read with any of them */
  endings?: string[]
  /** first parts of compound words and what they read as, the rest of the word kept: "Mietobjekte" as "for rent objekte" (a rest of four letters or more) */
  compoundHeads?: [string, string][]
  /** the words that make a count a bound, each inflection written out: "at least 3", "more than 3", "3 or more" (the English pack's first word of each is what the others read as) */
  comparisons: Record<Comparison, string[]>
  /**
   * the words of an amount of money and of its bounds, each inflection written out (the English pack's first word of each is what the others read as);
   * `and`, `from` and `to` only in a range: "entre 300 y 500", "de 2000 a 5000", "von 2000 bis 5000"
   */
  money: Record<MoneyWord, string[]>
  /** a listing's place in an answer, each inflection written out: "segundo", "segunda" (the English pack's first word of each is what the others read as) */
  ordinals: Record<Ordinal, string[]>
  /**
   * a place written with digits, as matched in the unaccented text with the number as its first group:
   * "2e", "2ème" (French), "2ª", "2º" (folded "2a", "2o"), "das 2. Haus"; read as English's "2nd"
   */
  numberedOrdinal?: RegExp
  /** "¿tiene piscina?": the language's way of saying "does it have", when it drops the pronoun */
  aboutIt?: RegExp
  /** each feature concept's name as it reads after "with" and "without" */
  features: Record<FeatureName, string>
  /** the visitor's words for each feature, every inflection written out; accents optional (words are folded when read) */
  featureWords: Record<FeatureName, string[]>
  /** words right before a feature that ask for it to be absent, each with the articles that may follow written out: "without a", "sin", "pas de" */
  negations: string[]
  /** the words of each thing a visitor may say that is not a search, every inflection written out */
  intents: Record<Intent, string[]>
  /** words that count only as a message's first: a greeting ("hi"), asking for more ("more", "show me more"), a follow-up ("and", "what about") */
  opening: Record<Opening, string[]>
  /** the words of when a home was built, around a year: "built after 2010", "construida antes de 1990", "nach 2010 gebaut" */
  built: Record<BuiltWord, string[]>
  /** the words that ask for a fact of one listing by name: "HOA", "deposit" */
  facts: Record<Fact, string[]>
  /** the words that tell what a message is about (see Cue) */
  cues: Record<Cue, string[]>
  /** property types by a word of the stored type, as they read after `ofType` */
  types: Record<TypePart, string>
  /** a property type after the word for homes: "de tipo casa adosada" */
  ofType: (type: string) => string
  /** the features asked for, against, and the rest of what was asked, joined */
  join: { with: (names: string[]) => string; without: (names: string[]) => string; rest: string }
  phrases: Phrases
  labels: ListingLabels
  /** a qualified lead's questions and a showing request's replies (server/leads) */
  leads: LeadPack
  /**
   * the words of sizes a search may bound (see MeasureWord), each inflection written out; all but
   * `per`, `big` and `free` are read as the English pack's first word of each, as comparisons are
   */
  measures: Record<MeasureWord, string[]>
}

/**
 * A language's number words, from which languages/numbers.ts `numberNames` writes every number
 * up to ninety-nine and the whole hundreds: `{ten}` and `{unit}` in a template stand for the words.
 */
export interface NumberWords {
  /** zero to nineteen, by value */
  units: string[]
  /** twenty to ninety, by tens ("" where the language writes that ten irregularly) */
  tens: string[]
  /** how a ten and a unit from one to nine are written together: "{ten} {unit}", "{ten} y {unit}", "{unit}und{ten}" */
  compound: string[]
  /** how two to nine hundred are written: "{unit} hundred", "{unit}cento"; empty where they are irregular */
  hundreds: string[]
  /** numbers the templates do not make, with their value: "veintitrés", "soixante-dix", "cien" */
  irregular: [string, number][]
  /** what joins a hundred to the tens and units after it: " " ("trescientos cincuenta"), " e " ("trezentos e cinquenta"), "" ("trecentocinquanta") */
  hundredJoin: string[]
  /** the word for thousand where it is glued to the number before it ("seicentomila", "zweihunderttausend"); empty where it stands apart */
  thousandGlued: string[]
}

/** How a count is bounded: "at least 3", "more than 3", "3 or more". */
export type Comparison = 'atLeast' | 'moreThan' | 'orMore'

/** A listing's place in an answer: "the second one", "the last". */
export type Ordinal = 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh' | 'eighth' | 'ninth' | 'tenth' | 'last'

/**
 * The words of money: a bound before an amount (`under` "under 500k", `over`, `around`, `between` … `and`,
 * … `to` …), after it (`orLess` "500k or less", `orMore`), on either side (`max`, `min`), the scales and
 * fractions of an amount in words (`thousand`, `million`, `half`, `quarter`, `one` as in "a million",
 * `point` as in "one point three"), the currency, and `monthly` ("a month": a rent).
 */
export type MoneyWord = 'under' | 'over' | 'around' | 'between' | 'and' | 'from' | 'to' | 'orLess' | 'orMore' | 'max' | 'min' |
  'thousand' | 'million' | 'half' | 'quarter' | 'one' | 'point' | 'dollars' | 'monthly'

/** The features of server/listings/concepts.ts by their English names. */
export type FeatureName = 'a pool' | 'waterfront' | 'the beach or water nearby' | 'dogs allowed' | 'a walk to downtown' | 'a view' | 'a yard or garden' | 'a garage' | 'pets allowed' |
  'a fireplace' | 'a balcony, deck or patio' | 'a rooftop' | 'an updated home' | 'furnished' | 'a home office' | 'hardwood floors' |
  'laundry' | 'air conditioning' | 'a gym' | 'an elevator' | 'step-free access' | 'solar panels' | 'a basement' | 'walk-in closets' |
  'mountain views' | 'one-level living' | 'an in-law suite or guest house' | 'fixer-upper potential'

/** Things a visitor may say that are not a search. */
export type Intent = 'greeting' | 'thanks' | 'goodbye' | 'identity' | 'human' | 'coverage' | 'more' | 'contact' | 'offTopic' | 'fairHousing'

/** A fact of one listing that a question may ask for by name. */
export type Fact = 'hoa' | 'deposit' | 'pricePerArea' | 'yearBuilt' | 'lotSize'

/**
 * The words of when a home was built: the verb (`built`), a bound before a year (`after`, `since`,
 * `before`, `in`), one after it (`orLater`, `orEarlier`), or a comparison (`newerThan`, `olderThan`).
 */
export type BuiltWord = 'built' | 'after' | 'since' | 'before' | 'in' | 'orLater' | 'orEarlier' | 'newerThan' | 'olderThan' | 'decade'

/** What a message's first words may be: a greeting, asking for more, a follow-up. */
export type Opening = 'greeting' | 'more' | 'continues'

/**
 * Words that tell what a message is about: `listing` words ("homes", "rent") and `search` words
 * ("show", "any") together ask for listings; `noun`s name the kind of listing ("condo", "studio"),
 * so a message is a new search; `continues` marks a follow-up anywhere ("of those");
 * `superlative` asks which one listing stands out ("which is"), unless `several` ("which homes");
 * `anyPlace` drops the place of earlier turns ("anywhere"); `or` joins two of a kind ("no condos or townhouses").
 */
export type Cue = 'listing' | 'search' | 'noun' | 'continues' | 'superlative' | 'several' | 'anyPlace' | 'or'

/**
 * The words of a size: the units of an area (`squareFeet`, `squareMeters`, `acre`, `hectare`), the `lot` a
 * home stands on, with the word that links it to its size ("Grundstück", "Grundstück von", "lot size
 * of"), `per` between a price and a unit ("$400 per sq ft"), `big` beside a lot that has no number
 * ("a big lot", "un terreno grande": a home's lot, no search for land), and `free` after a fee: none
 * of it ("HOA-free"). The HOA fee and the deposit are the `facts` tables' words.
 */
export type MeasureWord = 'squareFeet' | 'squareMeters' | 'acre' | 'hectare' | 'lot' | 'per' | 'big' | 'free'

/** Buying or renting: "for sale", "for rent", and the words of either alone. */
export type DealWord = 'forSale' | 'forRent' | 'sale' | 'rent' | 'rentals' | 'buy'

/** The nouns of homes and of their kinds, singular and plural. */
export type HomeWord = 'home' | 'homes' | 'apartment' | 'apartments' | 'condo' | 'condos' | 'townhouse' | 'townhouses' | 'studio'

/** The rooms a search counts, singular and plural. */
export type RoomWord = 'bedroom' | 'bedrooms' | 'bathroom' | 'bathrooms'

/** An order asked for: a superlative ("the cheapest", "the biggest lot") or a sort ("low to high", "highest first"). */
export type OrderWord = 'cheapest' | 'mostExpensive' | 'biggest' | 'newest' | 'smallest' | 'biggestLot' | 'lowToHigh' | 'highToLow' | 'lowestFirst' | 'highestFirst'

/** A comparison with a listing shown: alone ("cheaper") or before what it compares with ("cheaper than"). */
export type RelativeWord = 'cheaper' | 'moreExpensive' | 'bigger' | 'smaller' | 'cheaperThan' | 'moreExpensiveThan' | 'biggerThan'

/** Dropping a condition asked earlier: "forget", "never mind", or any value of one ("any price", "any type", "any area"). */
export type UndoWord = 'forget' | 'neverMind' | 'anyPrice' | 'anyType' | 'anyArea'

/** The links of a search: its place ("in"), its features ("with"), nearness ("near"). */
export type LinkWord = 'in' | 'with' | 'near'

/** A question about listings ("which", "which of them") and the words of their price ("price", "budget"). */
export type AskingWord = 'which' | 'whichOfThem' | 'price' | 'prices' | 'budget'

/**
 * What a listing is, asked for by name: its age (`newConstruction`, `historic`), its status
 * (`comingSoon`, `sold`, `active`), its tours (`openHouse`, `virtualTour`, `anyTour` "with a tour"),
 * the space rented (`privateRoom`, `entirePlace`).
 */
export type Trait = 'newConstruction' | 'historic' | 'comingSoon' | 'sold' | 'active' | 'openHouse' | 'virtualTour' | 'anyTour' | 'privateRoom' | 'entirePlace'

/** Parking (`parking`: "2 parking spots", "with parking") and what it holds (`cars`: "parking for 2 cars"). */
export type ParkingWord = 'parking' | 'cars'

/**
 * Time on the market: `listed` before a period ("listed this week") or a count of `days`
 * ("on the market under 30 days"), `last` before that count ("in the last 10 days"), the periods
 * (`thisWeek`, `thisMonth`), and `justListed` alone ("new on the market").
 */
export type MarketWord = 'listed' | 'justListed' | 'thisWeek' | 'thisMonth' | 'last' | 'days'

/** A word that a stored property type contains, naming its kind. */
export type TypePart = 'condo' | 'town' | 'single' | 'apartment' | 'multi' | 'land'


/** Everything the built-in assistant says in words, in each language it answers in. */
export interface Phrases {
  /** the search nouns and links: "homes", "for sale", "in Austin", "with 3 bedrooms" */
  homes: string
  forSale: string
  forRent: string
  inPlace: (place: string) => string
  /** between two places asked together: "Seattle or Portland" */
  or: string
  withBedrooms: (n: number) => string
  atLeastBedrooms: (n: number) => string
  /** "with 3 to 4 bedrooms" */
  bedroomsBetween: (low: number, high: number) => string
  atMostBedrooms: (n: number) => string
  upTo: (money: string) => string
  /** a strict bound, as a search for listings cheaper or pricier than one shown has: "under $519,000", "over $519,000" */
  below: (money: string) => string
  above: (money: string) => string
  from: (money: string) => string
  between: (low: string, high: string) => string
  perMonth: string
  bd: string
  ba: string
  /** `total` is a number, or "100+" past the count's cap */
  found: (total: number | string, what: string) => string
  foundOne: (what: string) => string
  /** after `found` when every match is shown: the prices they run between */
  priced: (low: string, high: string) => string
  firstOf: (shown: number, order: string) => string
  page: (what: string, from: number, to: number, total: number | string, order: string) => string
  order: Record<ListingSort, string>
  /** the one home a superlative or comparison asks for, named first: "The cheapest is …" */
  standsOut: Record<ListingSort, (home: string) => string>
  showMore: (next: number) => string
  askByMls: string
  allShown: (total: number, what: string) => string
  none: (what: string) => string
  closest: (what: string, total: number) => string
  closestMore: (from: number, to: number, total: number) => string
  placesAre: (places: string) => string
  noPlace: (place: string) => string
  notFound: (named: string) => string
  /** a listing shown earlier in the conversation that is no longer listed */
  gone: string
  /** "I can only read what each listing says…": for neighbourhood, school and safety questions */
  fairHousing: string
  /** showings, contact, policies: what it cannot do */
  cannot: string
  /** where to go instead: the talk-to-a-person form when the chatbot has one, else the site */
  pointer: (hasPerson: boolean) => string
  /** the honest "can't help" for anything else */
  fallback: string
  /** "it" while several listings were shown: which one? */
  whichOne: (shown: number) => string
  /** before a comparison table */
  sideBySide: (count: number) => string
  /** "does it have a pool?" about one listing: its text names the features, or none of them */
  mentions: (names: string[]) => string
  mentionsNone: (names: string[]) => string
  /** a fact asked about one listing ("what is the HOA?") that the listing does not give */
  notStated: (label: string) => string
  hello: string
  thanks: string
  goodbye: string
}

/** The words of one listing's details and of a comparison table, in one language. */
export interface ListingLabels {
  /** after a label: ":" (" :" in French) */
  colon: string
  price: string
  /** the row that says for sale or for rent */
  listed: string
  status: string
  statuses: Record<'Active' | 'PreOnMarket' | 'Sold', string>
  type: string
  bedrooms: string
  bathrooms: string
  countBedrooms: (count: string, n: number) => string
  countBathrooms: (count: string, n: number) => string
  size: string
  /** the listing's price per square foot or meter (UnitAreaPrice) */
  pricePerArea: string
  lot: string
  /** the lot's size asked for as a fact ("how big is the lot?") */
  lotSize: string
  yearBuilt: string
  parking: string
  countSpots: (n: number) => string
  daysOnMarket: string
  hoa: string
  deposit: string
  tours: string
  openHouse: string
  tour3d: string
  seeAll: string
}
