import { LANGUAGE_NAMES } from '../../../../src/shared/language-names.ts'
import { pluralIn } from './numbers.ts'
import { combine } from './combine.ts'
import type { LanguagePack } from './pack.ts'
import leads from './leads/en.ts'

const LOCALE = 'en-US'
const { count: plural, word } = pluralIn(LOCALE)

/** Land that comes with a home ("a house with land", "lots of land"): a yard, not the land type (understand/tag.ts). */
export const LAND_WITH_A_HOME = ['with land', 'with some land', 'with lots of land', 'with a lot of land', 'with plenty of land', 'acres of land', 'and land', 'plus land']

/** English: everything the built-in assistant reads and writes in it. */
export default {
  locale: LOCALE,
  names: LANGUAGE_NAMES.en,
  markers: ['the', 'homes', 'house', 'houses', 'for', 'with', 'under', 'bedrooms', 'bedroom', 'rent', 'rentals', 'sale', 'show', 'me', 'what', 'you', 'have', 'and', 'any', 'is', 'are', 'please', 'of', 'to', 'in', 'near', 'which', 'how', 'much', 'tell', 'can', 'does', 'it', 'there', 'my', 'want', 'looking', 'need', 'find', 'anything', 'something', 'cheapest', 'cheaper', 'biggest', 'bigger', 'beds', 'baths', 'bathrooms', 'rental', 'buy', 'price', 'one', 'ones', 'that', 'this', 'those', 'them', 'more', 'compare', 'cost', 'by', 'do', 'where', 'who', 'when', 'why', 'see', 'give', 'some', 'all'],
  numberWords: {
    units: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
    tens: ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
    compound: ['{ten} {unit}'],
    hundreds: ['{unit} hundred'],
    irregular: [['one hundred', 100]],
    hundredJoin: [' ', ' and '],
    thousandGlued: []
  },
  deals: {
    forSale: ['for sale'], forRent: ['for rent'], sale: ['sale'], rent: ['rent'], rentals: ['rentals'], buy: ['buy']
  },
  homes: {
    home: ['home'], homes: ['homes'], apartment: ['apartment'], apartments: ['apartments'], condo: ['condo'], condos: ['condos'], townhouse: ['townhouse'], townhouses: ['townhouses'], studio: ['studio']
  },
  rooms: {
    bedroom: ['bedroom'], bedrooms: ['bedrooms'], bathroom: ['bathroom'], bathrooms: ['bathrooms']
  },
  orders: {
    cheapest: ['cheapest'], mostExpensive: ['most expensive'], biggest: ['biggest'], newest: ['newest'], smallest: ['smallest'], biggestLot: ['biggest lot'], lowToHigh: ['low to high'], highToLow: ['high to low'], lowestFirst: ['lowest first'], highestFirst: ['highest first']
  },
  relative: {
    cheaper: ['cheaper'], moreExpensive: ['more expensive'], bigger: ['bigger'], smaller: ['smaller'], cheaperThan: ['cheaper than'], moreExpensiveThan: ['more expensive than'], biggerThan: ['bigger than']
  },
  undo: {
    forget: ['forget'], neverMind: ['never mind'], anyPrice: ['any price'], anyType: ['any type'], anyArea: ['any area']
  },
  links: {
    in: ['in'], with: ['with'], near: ['near']
  },
  asking: {
    which: ['which'], whichOfThem: ['which of them'], price: ['price'], prices: ['prices'], budget: ['budget']
  },
  traits: {
    newConstruction: ['new construction', ...combine(['new', 'newly'], ['built', 'build', 'builds', 'constructed']), 'brand new'],
    historic: ['historic', 'historical', 'vintage', 'victorian', ...combine(['older', 'old', 'character', 'period'], ['home', 'homes', 'house', 'houses'])],
    comingSoon: ['coming soon', 'pre market', 'premarket', 'pre on market', 'upcoming', 'not yet listed', 'not yet on the market'],
    sold: ['sold', 'recently sold'], active: ['active listings', 'active listing'],
    openHouse: ['open house', 'open houses', 'openhouse', 'openhouses'],
    virtualTour: [...combine(['3d', '3 d', 'virtual', 'video', 'online'], ['tour', 'tours', 'walkthrough', 'walkthroughs', 'walk through', 'walk throughs']), '3d', '3 d'],
    anyTour: combine(['with', 'has', 'have', 'offers', 'offer'], ['a', ''], ['tour', 'tours']),
    privateRoom: ['private room', 'private rooms', ...combine(['room', 'rooms'], ['for rent', 'to rent', 'to let']), ...combine(['shared'], ['house', 'home', 'apartment', 'flat']), 'room in a', 'room in an'],
    entirePlace: combine(['entire', 'whole'], ['place', 'home', 'house', 'apartment', 'unit', 'flat'])
  },
  parking: {
    parking: ['parking', 'parking spot', 'parking spots', 'parking space', 'parking spaces', 'car garage', 'car parking', 'car space', 'car spaces', 'parking included'],
    cars: ['cars', 'car', 'vehicles', 'vehicle']
  },
  market: {
    listed: ['listed', 'posted', 'added', 'new', 'on the market', 'on market'],
    justListed: [...combine(['just', 'newly'], ['listed']), ...combine(['new'], ['to', 'on'], ['the', ''], ['market'])],
    thisWeek: combine(['this', 'last', 'past', 'in the last', 'in the past', 'within the last', 'within the past'], ['week']),
    thisMonth: combine(['this', 'last', 'past', 'in the last', 'in the past', 'within the last', 'within the past'], ['month']),
    last: ['last', 'past', 'in the last', 'in the past', 'within the last', 'within the past', 'within', 'less than', 'under', 'fewer than'],
    days: ['days', 'day']
  },
  comparisons: { atLeast: ['at least', 'min', 'minimum'], moreThan: ['more than', 'over'], orMore: ['or more', '+', 'or bigger', 'or larger', 'plus'] },
  money: {
    under: ['under', 'below', 'less than', 'up to', 'upto', 'no more than', 'not more than', 'cheaper than', 'within', 'budget of', 'budget is', 'budget', '<'],
    over: ['over', 'above', 'more than', 'starting at', 'from', '>'],
    around: ['around', 'about', 'approximately', 'approx', 'roughly', 'close to', 'near', '~'],
    between: ['between'], and: ['and'], from: [], to: ['to'],
    orLess: ['or less', 'or under', 'or below', 'or cheaper', 'tops', 'at the most'],
    orMore: ['or more', 'or above', 'or higher', 'or up', 'and up', 'and above', 'plus', '+'],
    max: ['max', 'maximum', 'at most'], min: ['min', 'minimum', 'at least'],
    thousand: ['thousand', 'thousands', 'k', 'grand'], million: ['million', 'millions', 'm', 'mm', 'mil', 'mill'],
    half: ['half'], quarter: ['quarter', 'quarters'], one: ['a', 'an'], point: ['point'],
    dollars: ['dollars', 'dollar', 'usd', 'bucks', '$'], monthly: ['per month', 'a month', 'each month', 'monthly', 'pm']
  },
  ordinals: {
    first: ['first', '1st'], second: ['second', '2nd'], third: ['third', '3rd'], fourth: ['fourth', '4th'], fifth: ['fifth', '5th'], sixth: ['sixth', '6th'],
    seventh: ['seventh', '7th'], eighth: ['eighth', '8th'], ninth: ['ninth', '9th'], tenth: ['tenth', '10th'], last: ['last', 'final']
  },
  features: {
    waterfront: 'waterfront',
    'dogs allowed': 'dogs allowed',
    'a walk to downtown': 'a walk to downtown',
    'a pool': 'a pool',
    'the beach or water nearby': 'the beach or water nearby',
    'a view': 'a view',
    'a yard or garden': 'a yard or garden',
    'a garage': 'a garage',
    'pets allowed': 'pets allowed',
    'a fireplace': 'a fireplace',
    'a balcony, deck or patio': 'a balcony, deck or patio',
    'a rooftop': 'a rooftop',
    'an updated home': 'recent updates',
    'furnished': 'furniture',
    'a home office': 'a home office',
    'hardwood floors': 'hardwood floors',
    'laundry': 'laundry',
    'air conditioning': 'air conditioning',
    'a gym': 'a gym',
    'an elevator': 'an elevator',
    'step-free access': 'step-free access',
    'solar panels': 'solar panels',
    'a basement': 'a basement',
    'walk-in closets': 'walk-in closets',
    'mountain views': 'mountain views',
    'one-level living': 'one-level living',
    'an in-law suite or guest house': 'an in-law suite or guest house',
    'fixer-upper potential': 'fixer-upper potential'
  },
  featureWords: {
    'a pool': ['pool', 'pools', 'swimming pool', 'swimming pools'],
    waterfront: ['waterfront', 'water front', 'oceanfront', 'ocean front', 'beachfront', 'beach front', 'bayfront', 'bay front', 'lakefront', 'lake front', 'on the water'],
    'the beach or water nearby': ['beach', 'beaches', 'beachy', 'beachside', 'ocean', 'oceans', 'oceanside', 'oceanview', 'seaside', 'sea side', 'sea', 'seas', 'coast', 'coastal', 'coastline', 'bay', 'waterside',
      'near the water', 'by the water', 'close to the water'],
    'a view': ['view', 'views'],
    'a yard or garden': ['yard', 'yards', 'backyard', 'backyards', 'back yard', 'back yards', 'garden', 'gardens', 'lawn', 'lawns', 'acre', 'acres', 'acreage', 'big lot', 'large lot',
      ...LAND_WITH_A_HOME],
    'a garage': ['garage', 'garages', 'carport', 'carports'],
    'dogs allowed': ['dog', 'dogs', 'dog friendly', 'puppy', 'puppies'],
    'pets allowed': ['pet', 'pets', 'pet friendly', 'cat', 'cats'],
    'a fireplace': ['fireplace', 'fireplaces', 'fire place', 'fire places'],
    'a balcony, deck or patio': ['balcony', 'balconies', 'terrace', 'terraces', 'deck', 'decks', 'patio', 'patios'],
    'a rooftop': ['rooftop', 'rooftops', 'roof top', 'roof tops', 'roof deck', 'roof decks'],
    'an updated home': ['renovated', 'updated', 'remodeled', 'remodelled', 'modernized'],
    furnished: ['furnished'],
    'a home office': ['office', 'home office', 'study'],
    'hardwood floors': ['hardwood', 'hardwoods', 'hardwood floor', 'hardwood floors', 'hardwood flooring', 'wood floor', 'wood floors', 'wood flooring', 'parquet'],
    laundry: ['laundry', 'washer', 'washers', 'dryer', 'dryers', 'washer dryer'],
    'air conditioning': ['air conditioning', 'air conditioned', 'air conditioner', 'a/c', 'central air'],
    'a gym': ['gym', 'fitness center', 'fitness centre', 'fitness room'],
    'an elevator': ['elevator', 'elevators', 'lift', 'lifts'],
    'step-free access': ['wheelchair', 'wheelchair accessible', 'accessible', 'step free'],
    'solar panels': ['solar', 'solar panels', 'solar power'],
    'a basement': ['basement', 'basements', 'cellar', 'cellars'],
    'walk-in closets': ['walk in closet', 'walk in closets', 'walk in', 'walk ins'],
    'a walk to downtown': ['downtown', 'walkable',
      ...combine(['walk', 'walking', 'walkable'], ['distance', ''], ['to', 'from', 'of', ''], ['the', ''], ['downtown', 'city center', 'city centre', 'town center', 'town centre'])],
    'mountain views': ['mountain', 'mountains'],
    'one-level living': ['single story', 'single storey', 'one story', 'one storey', 'single level', 'one level', 'ranch style', 'rambler'],
    'an in-law suite or guest house': ['in law suite', 'in law suites', 'in law unit', 'in law apartment', 'mother in law suite', 'mother in law', 'guest house', 'guesthouse', 'guest suite', 'adu', 'casita', 'granny flat', 'accessory dwelling unit', 'carriage house'],
    'fixer-upper potential': ['fixer upper', 'fixer uppers', 'fixer', 'needs work', 'needs some work', 'need work', 'need some work', 'handyman special', 'investor special', 'needs tlc', 'tlc']
  },
  negations: [...combine(['no', 'without', 'not', 'non'], ['a', 'an', 'any', '']), ...combine(["aren't", 'arent', "isn't", 'isnt', "don't allow", "doesn't allow", 'dont allow', 'doesnt allow', 'do not allow', 'does not allow'], ['']),
    ...combine(['not near', 'not close to', 'far from', 'away from'], ['the', ''])],
  intents: {
    greeting: [],
    thanks: ['thanks', 'thank you', 'thx', 'ty', 'appreciate it', 'cheers'],
    goodbye: ['bye', 'goodbye', 'see you', ...combine(['have a'], ['good', 'nice'], ['day', 'one'])],
    identity: ['who are you', 'what are you', ...combine(['are you'], ['a', 'an', ''], ['bot', 'robot', 'human', 'real', 'person', 'ai', 'machine', 'computer']),
      ...combine(['is this'], ['a', ''], ['bot', 'human', 'real person', 'ai'])],
    human: ['real person', 'human agent',
      ...combine(['talk', 'speak', 'chat', 'connect me'], ['to', 'with'], ['a', 'an', ''], ['human', 'person', 'agent', 'realtor', 'someone', 'somebody', 'representative', 'broker'])],
    coverage: [...combine(['which', 'what'], ['cities', 'areas', 'neighborhoods', 'neighbourhoods', 'places', 'locations', 'states', 'towns']),
      ...combine(['where'], ['do', 'are'], ['you', 'your']), ...combine(['area', 'areas'], ['do', ''], ['you'], ['cover', 'serve'])],
    contact: [...combine(['schedule', 'book', 'arrange', 'set up', 'make', 'request', 'plan'], ['a', 'an', ''], ['showing', 'viewing', 'visit', 'tour', 'appointment', 'walkthrough', 'walk through']),
      'showing', 'showings', ...combine(['can i'], ['see', 'visit', 'view', 'tour'], ['it', 'this', 'the']), 'contact', 'call me', 'call you', 'phone number', 'email address', 'e mail address',
      'opening hours', 'policy', 'policies', 'application fee', 'application fees', 'apply', 'credit check', 'credit score', 'background check', 'lease terms',
      ...combine(['can i'], ['bring', 'have', 'keep', 'smoke', 'sublet', 'paint']), ...combine(['is', 'are'], ['smoking', 'subletting', 'pets', 'dogs', 'cats'], ['allowed', 'ok', 'permitted']),
      'make an offer', 'make a offer', 'negotiate', 'negotiable', 'negotiating', 'negotiation', 'mortgage', 'mortgages', 'preapproval', 'preapproved', 'pre approval', 'pre approved',
      'interest rate', 'interest rates', 'legal', 'lawyer', 'lawyers', 'attorney', 'attorneys', 'tax advice', 'financial advice', 'investment advice',
      'property tax', 'property taxes', 'good investment', 'rent or buy', 'buy or rent', 'walk score', 'closing costs', 'homeowners insurance'],
    offTopic: ['weather', 'joke', 'jokes', 'poem', 'poems', 'recipe', 'recipes', 'pizza', 'restaurant', 'restaurants', 'bar', 'bars', 'sport', 'sports', 'football', 'news',
      'stock', 'stocks', 'bitcoin', 'crypto', 'movie', 'movies', 'song', 'songs', 'translate', 'homework', 'programming', 'math', 'election', 'president', 'hotel', 'hotels', 'flight', 'flights'],
    fairHousing: ['crime rate', 'crimes', 'criminals', 'criminality', 'safe', 'safest', 'safer', 'safety', 'crime', 'criminal', 'dangerous', 'school', 'schools', 'school district', 'family friendly', 'families friendly',
      ...combine(['good for'], ['family', 'families', 'kids', 'children']), 'kids', 'children', 'families', 'young professionals', 'retirees', 'seniors', 'elderly',
      'religion', 'religions', 'religious', 'christian', 'christians', 'jewish', 'muslim', 'muslims', 'hispanic', 'latino', 'latinos', 'white', 'black', 'asian',
      'immigrant', 'immigrants', 'diverse', 'diversity', 'demographic', 'demographics', 'neighbors', 'neighbours',
      ...combine(['good', 'bad', 'nice', 'quiet'], ['neighborhood', 'neighbourhood']), 'ghetto', 'gentrification', 'gentrified', 'gentrifying', 'single men', 'single women', 'couples'],
    more: ['more results', 'more listings', 'more homes', 'more options', 'more of them', 'next page', 'next one', 'next ones']
  },
  opening: {
    greeting: ['hi', 'hello', 'hey', 'hiya', 'howdy', 'greetings', 'good morning', 'good afternoon', 'good evening', 'good day', 'hola', 'yo'],
    more: combine(['show', 'see', 'any', 'give', ''], ['me', ''], ['some', ''], ['more', 'next', 'other', 'others', 'other ones']).filter((words) => words !== ''),
    continues: ['and', 'what about', 'how about', 'also', 'only', 'just', 'but', ...combine(['ok', 'okay', 'thanks', 'thank you', 'thx', 'great', 'cool', 'nice', 'perfect'], ['and', 'what about', 'how about']), 'now', 'then', 'same', 'with', 'without',
      'cheaper', 'bigger', 'smaller', 'newer', 'any with', 'do any', 'does any', 'which of', 'which one', 'which ones', 'filter', 'narrow', 'of those', 'of these', 'of them']
  },
  built: {
    built: ['built', 'constructed', 'from'], after: ['after', 'after the'], since: ['since', 'since the', 'in or after'], before: ['before', 'before the', 'prior to'], in: ['in', 'in the', 'from the'],
    orLater: ['or later', 'or newer'], orEarlier: ['or earlier', 'or older'], newerThan: ['newer than', 'newer than the'], olderThan: ['older than', 'older than the'], decade: []
  },
  facts: {
    hoa: ['hoa', ...combine(['homeowners', 'homeowner', "homeowner's", "homeowners'", ''], ['association'], ['fee', 'fees', 'dues'])],
    deposit: ['deposit'],
    pricePerArea: [...combine(['price per'], ['square', 'sq', 'm2', 'area']), ...combine(['per'], ['square foot', 'square feet', 'sq ft', 'sqft'])],
    yearBuilt: ['year built', 'when was it built', 'how old', 'when was this built', 'when was that built'],
    lotSize: ['lot size', 'how big is the lot', 'how large is the lot', 'size of the lot', "what's the lot size", 'what is the lot size', 'lot area']
  },
  cues: {
    listing: ['home', 'homes', 'house', 'houses', 'listing', 'listings', 'property', 'properties', 'place', 'places', 'apartment', 'apartments', 'condo', 'condos',
      'townhome', 'townhomes', 'townhouse', 'townhouses', 'unit', 'units', 'real estate', 'rent', 'rents', 'rental', 'rentals', 'buy', 'sale', 'option', 'options'],
    search: ['show', 'list', 'have', 'got', 'available', 'find', 'looking', 'look', 'search', 'see', 'any', 'anything', 'what', 'which', 'browse', 'interested', 'want', 'need',
      'buy', 'rent', 'sale', 'recommend'],
    noun: ['home', 'homes', 'house', 'houses', 'listing', 'listings', 'property', 'properties', 'apartment', 'apartments', 'apt', 'apts', 'condo', 'condos', 'townhome', 'townhomes',
      'townhouse', 'townhouses', 'rental', 'rentals', 'studio', 'studios', 'real estate', 'duplex', 'duplexes', 'loft', 'lofts', 'villa', 'villas', 'cabin', 'cabins', 'land'],
    continues: ['of those', 'of these', 'of them', 'the ones', 'those', 'these'],
    superlative: ['which', "what's", 'what is', 'what one', 'which one', 'which is',
      ...combine(['the'], ['cheapest', 'priciest', 'biggest', 'largest', 'smallest', 'newest', 'oldest', 'most expensive', 'least expensive'], ['one'])],
    several: combine(['which'], ['homes', 'houses', 'listings', 'ones', 'properties', 'rentals', 'condos', 'apartments']),
    anyPlace: ['anywhere', ...combine(['any'], ['city', 'area', 'location', 'place']), ...combine(['all'], ['cities', 'areas', 'locations'])],
    or: ['or', 'nor']
  },
  types: { condo: 'condos', town: 'townhouses', single: 'single-family homes', apartment: 'apartments', multi: 'multi-family homes', land: 'land listings' },
  ofType: (t) => t,
  join: { with: (n) => `with ${n.join(' and ')}`, without: (n) => `without ${n.join(' or ')}`, rest: 'with the other conditions you asked for' },
  phrases: {
    homes: 'homes', forSale: 'for sale', forRent: 'for rent', inPlace: (p) => `in ${p}`, or: 'or',
    withBedrooms: (n) => `with ${plural(n, 'bedroom', 'bedrooms')}`, atLeastBedrooms: (n) => `with at least ${plural(n, 'bedroom', 'bedrooms')}`,
    bedroomsBetween: (l, h) => `with ${l} to ${plural(h, 'bedroom', 'bedrooms')}`, atMostBedrooms: (n) => `with at most ${plural(n, 'bedroom', 'bedrooms')}`,
    upTo: (m) => `up to ${m}`, below: (m) => `under ${m}`, above: (m) => `over ${m}`, from: (m) => `from ${m}`, between: (a, b) => `between ${a} and ${b}`, perMonth: '/month', bd: 'bd', ba: 'ba',
    found: (total, what) => `I found **${total} ${what}**`,
    priced: (a, b) => ` (from ${a} to ${b})`,
    foundOne: (what) => `I found one listing for **${what}**:`,
    firstOf: (shown, order) => `. Here are the first ${shown}${order}:`,
    page: (what, from, to, total, order) => from === to ? `Here is number ${from} of the ${total} ${what}${order}:` : `Here are numbers ${from} to ${to} of the ${total} ${what}${order}:`,
    order: { price_asc: ', cheapest first', price_desc: ', most expensive first', largest: ', largest first', smallest: ', smallest first', newest: ', newest on the market first', built: ', newest built first', lot_desc: ', largest lot first' },
    standsOut: { price_asc: (h) => `The cheapest is ${h}.`, price_desc: (h) => `The most expensive is ${h}.`, largest: (h) => `The biggest is ${h}.`, smallest: (h) => `The smallest is ${h}.`, newest: (h) => `The newest on the market is ${h}.`, built: (h) => `The most recently built is ${h}.`, lot_desc: (h) => `The largest lot is ${h}.` },
    showMore: (next) => `Say **“show more”** to see the next ${next}, or narrow it down by price, bedrooms or property type.`,
    askByMls: 'Ask me about any of them by MLS number for the full details.',
    allShown: (total, what) => total === 1
      ? `That's the only one: I have shown the one listing for ${what}.`
      : `That's all of them: I have shown all ${total} ${what}. Ask me about any of them by MLS number for the full details.`,
    none: (what) => `I couldn't find any ${what} right now.`,
    closest: (what, total) => `The closest matches are ${what} (${total} in all); the most affordable:`,
    closestMore: (from, to, total) => `More of the closest matches, ${from} to ${to} of ${total}:`,
    placesAre: (places) => `The homes listed here are in ${places}.`,
    noPlace: (place) => `I don't have any listings in ${place}.`,
    notFound: (named) => `I couldn't find a listing with ${named}. Please check it, or ask me to search by city, price or bedrooms instead.`,
    gone: 'That listing is no longer listed here. Ask me to search by city, price or bedrooms for others.',
    fairHousing: 'I can only tell you what each listing itself says about the home — not who lives in an area, its schools or its safety. For those, official sources such as the school district and local authorities can help.',
    cannot: 'I\'m an automated assistant, so I can\'t arrange showings, answer for the office or speak to policies that the listings don\'t state.',
    pointer: (person) => person
      ? 'Use the **Talk to a person** button in this chat and a member of our team will get back to you by e-mail.'
      : 'Please contact the office through this website — its contact page has the details.',
    fallback: 'Sorry, I can\'t help with that.',
    whichOne: (n) => `Which of the ${n} homes do you mean? Say “the first one”, “number 2” and so on, or give me its MLS number.`,
    mentions: (n) => `**Yes** — this listing mentions ${n.join(' and ')}.`, mentionsNone: (n) => `Nothing in this listing mentions ${n.join(' or ')}.`,
    notStated: (l) => `**${l}:** not stated in this listing.`,
    sideBySide: (n) => `Here are the ${n} homes side by side:`,
    hello: 'Hello! ', thanks: 'You\'re welcome! Let me know if you\'d like to look at more homes.', goodbye: 'Goodbye, and good luck with your search!'
  },
  labels: {
    colon: ':', price: 'Price', listed: 'Listed', status: 'Status', statuses: { Active: 'Active', PreOnMarket: 'Coming soon (pre-market)', Sold: 'Sold' },
    type: 'Type', bedrooms: 'Bedrooms', bathrooms: 'Bathrooms',
    countBedrooms: (count, n) => `${count} ${word(n, 'bedroom', 'bedrooms')}`, countBathrooms: (count, n) => `${count} ${word(n, 'bathroom', 'bathrooms')}`,
    size: 'Size', pricePerArea: 'Price per area', lot: 'lot', lotSize: 'Lot size', yearBuilt: 'Year built', parking: 'Parking', countSpots: (n) => plural(n, 'spot', 'spots'),
    daysOnMarket: 'Days on market', hoa: 'HOA', deposit: 'Deposit', tours: 'Tours', openHouse: 'open house', tour3d: '3D tour',
    seeAll: 'See photos and full details'
  },
  leads,
  measures: {
    squareFeet: ['sq ft', 'sqft', 'sq feet', 'sq foot', 'square feet', 'square foot', 'square ft', 'sf', 'ft2', 'ft²'],
    squareMeters: ['m2', 'm²', 'sqm', 'sq m', 'sq meters', 'sq metres', 'square meters', 'square meter', 'square metres', 'square metre'],
    acre: ['acre', 'acres'], hectare: ['hectare', 'hectares'], lot: ['lot', 'lots', 'lot size', 'plot', 'plots', 'parcel', 'parcels', 'lot of', 'lot size of', 'plot of', 'parcel of'], per: ['per', 'a', 'an', 'each'],
    free: ['free'], big: ['big', 'bigger', 'large', 'larger', 'huge', 'spacious', 'generous', 'oversized', 'good size', 'good sized', 'decent size', 'decent sized']
  }
} satisfies LanguagePack
