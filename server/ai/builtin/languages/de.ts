import { LANGUAGE_NAMES } from '../../../../src/shared/language-names.ts'
import { pluralIn } from './numbers.ts'
import { combine } from './combine.ts'
import type { LanguagePack } from './pack.ts'
import leads from './leads/de.ts'

const LOCALE = 'de-DE'
const { count: plural } = pluralIn(LOCALE)

/** German: everything the built-in assistant reads and writes in it. */
export default {
  locale: LOCALE,
  names: LANGUAGE_NAMES.de,
  markers: ['vergleiche', 'vergleich', 'vergleichen', 'kann', 'besichtigung', 'haus', 'häuser', 'ich', 'suche', 'kaufen', 'verkaufen', 'mieten', 'miete', 'zimmer', 'schlafzimmer', 'schlafzimmern', 'badezimmer', 'unter', 'über', 'mit', 'schwimmbad', 'haustiere', 'wohnung', 'wohnungen', 'hallo', 'danke', 'wo', 'welche', 'nähe', 'strand', 'günstigste', 'günstigsten', 'monat', 'zeige', 'zeig', 'und', 'der', 'die', 'das', 'eine', 'im', 'zum', 'zur', 'gibt', 'es', 'habt', 'ihr', 'städte', 'sprechen', 'garten', 'bist', 'du', 'roboter', 'hausgeld', 'tschüss'],
  endings: ['es', 'en', 'em', 'er', 'e'],
  // "Mietobjekte", "Mietangebote", "Kaufangebote", "Kaufimmobilien": the sale or rent word glued to any noun.
  compoundHeads: [['miet', 'for rent'], ['kauf', 'for sale']],
  numberWords: {
    units: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'],
    tens: ['zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'],
    // The unit comes first, in one word: "dreiundzwanzig"; one is "ein" there ("einundzwanzig", "einhundert").
    compound: ['{unit}und{ten}'],
    hundreds: ['{unit}hundert'],
    irregular: [['einundzwanzig', 21], ['einunddreißig', 31], ['einundvierzig', 41], ['einundfünfzig', 51], ['einundsechzig', 61], ['einundsiebzig', 71], ['einundachtzig', 81], ['einundneunzig', 91],
      ['hundert', 100], ['einhundert', 100]],
    hundredJoin: ['', 'und'],
    thousandGlued: ['tausend']
  },
  deals: {
    forSale: ['zu verkaufen', 'zum kauf'], forRent: ['zur miete', 'zu vermieten'], sale: [], rent: ['mieten', 'miete'], rentals: [], buy: ['kaufen']
  },
  homes: {
    home: ['haus'], homes: ['häusern', 'häuser'], apartment: ['wohnung'], apartments: ['wohnungen'], condo: ['eigentumswohnung'], condos: ['eigentumswohnungen'], townhouse: ['reihenhaus'], townhouses: ['reihenhäuser'], studio: []
  },
  rooms: {
    bedroom: [], bedrooms: ['schlafzimmern', 'schlafzimmer', 'zimmern', 'zimmer'], bathroom: [], bathrooms: ['badezimmern', 'badezimmer', 'bädern', 'bäder']
  },
  orders: {
    cheapest: ['günstigsten', 'günstigste', 'billigsten', 'billigste'], mostExpensive: ['teuersten', 'teuerste'], biggest: ['größten', 'größte'], newest: ['neuesten', 'neueste'], smallest: ['kleinsten', 'kleinste'], biggestLot: ['größte grundstück', 'größten grundstück'], lowToHigh: ['aufsteigend', 'von niedrig nach hoch'], highToLow: ['absteigend', 'von hoch nach niedrig'], lowestFirst: ['günstigste zuerst'], highestFirst: ['teuerste zuerst']
  },
  relative: {
    cheaper: ['günstiger', 'billiger'], moreExpensive: ['teurer'], bigger: ['größer'], smaller: ['kleiner'], cheaperThan: ['günstiger als', 'billiger als'], moreExpensiveThan: ['teurer als'], biggerThan: ['größer als']
  },
  undo: {
    forget: ['vergiss', 'vergessen sie', 'entferne', 'entfernen sie'], neverMind: ['streich', 'streiche', 'streichen sie', 'ist egal', 'egal'], anyPrice: ['egal welcher preis'], anyType: ['egal welcher typ', 'egal welche art'], anyArea: []
  },
  links: {
    in: [], with: ['mit'], near: ['in der nähe von']
  },
  asking: {
    which: ['welches', 'welcher'], whichOfThem: ['welches davon', 'welche davon'], price: ['preis'], prices: ['preise'], budget: []
  },
  traits: {
    newConstruction: ['neubau', 'neubauten', 'erstbezug', 'neu gebaut', 'neu gebaute', 'neu gebautes', 'neu gebauten'],
    historic: ['altbau', 'altbauten', 'historisch', 'historische', 'historisches', 'historischen', 'denkmalgeschützt', 'denkmalgeschützte', 'denkmalgeschütztes'],
    comingSoon: ['demnächst', 'bald verfügbar', 'in kürze verfügbar'],
    sold: ['kürzlich verkauft', 'kürzlich verkaufte', 'kürzlich verkauften', 'verkauft', 'verkaufte', 'verkauften', 'verkauftes'], active: ['aktive angebote', 'aktive inserate', 'aktive anzeigen'],
    openHouse: ['besichtigungstermin', 'besichtigungstermine', 'besichtigungsterminen', 'tag der offenen tür', 'offene besichtigung', 'offene besichtigungen'],
    virtualTour: ['virtuelle besichtigung', 'virtuelle besichtigungen', 'virtueller rundgang', 'virtuellem rundgang', 'virtuellen rundgang', '3d rundgang', '3d-rundgang', '360 grad rundgang', 'online besichtigung', 'videobesichtigung'],
    anyTour: ['mit rundgang', 'mit besichtigung'],
    privateRoom: ['wg-zimmer', 'wg zimmer', 'wg-zimmern', 'wg zimmern', 'privatzimmer', 'zimmer in einer wg', 'zimmer in wg', 'wohngemeinschaft', 'wg'],
    entirePlace: ['ganze wohnung', 'ganzes haus', 'gesamte unterkunft', 'gesamte wohnung', 'ganze unterkunft']
  },
  parking: {
    parking: ['tiefgaragenstellplatz', 'tiefgaragenstellplätze', 'tiefgaragenstellplätzen', 'tiefgarage', 'garagenstellplatz', 'garagenstellplätze', 'stellplätze', 'stellplätzen', 'stellplatz', 'parkplätze', 'parkplätzen', 'parkplatz', 'garage für'],
    cars: ['autos', 'auto', 'fahrzeuge', 'wagen']
  },
  market: {
    listed: ['inseriert', 'eingestellt', 'veröffentlicht', 'auf dem markt'],
    justListed: ['neu inseriert', 'neu eingestellt', 'frisch inseriert', 'neu auf dem markt', 'neu am markt', 'neue angebote', 'neue inserate'],
    thisWeek: ['diese woche', 'dieser woche', 'letzte woche', 'letzten woche', 'vergangene woche', 'vergangenen woche'], thisMonth: ['diesen monat', 'diesem monat', 'letzten monat', 'letzter monat', 'vergangenen monat'],
    last: ['in den letzten', 'den letzten', 'letzten', 'vor weniger als', 'seit weniger als', 'seit höchstens'],
    days: ['tagen', 'tage', 'tag']
  },
  comparisons: { atLeast: ['mindestens', 'wenigstens'], moreThan: ['mehr als', 'über'], orMore: ['oder mehr'] },
  money: {
    under: ['weniger als', 'nicht mehr als', 'unter', 'bis zu', 'bis'], over: ['ab', 'oberhalb von'], around: ['ungefähr', 'etwa', 'circa', 'ca', 'rund'],
    between: ['zwischen'], and: ['und'], from: ['von', 'ab'], to: ['bis'], orLess: ['oder weniger'], orMore: ['und mehr'], max: ['höchstens', 'maximal', 'max'], min: [],
    thousand: ['tausend'], million: ['millionen', 'million', 'mio'], half: ['halbe', 'halben'], quarter: ['viertel'], one: ['eine', 'ein', 'einer'], point: ['komma'],
    dollars: ['dollars', 'dollar'], monthly: ['pro monat', 'im monat', 'monatlich', 'monatliche']
  },
  ordinals: {
    first: ['erste', 'ersten', 'erstes', 'erster'], second: ['zweite', 'zweiten', 'zweites', 'zweiter'], third: ['dritte', 'dritten', 'drittes', 'dritter'],
    fourth: ['vierte', 'vierten', 'viertes', 'vierter'], fifth: ['fünfte', 'fünften', 'fünftes', 'fünfter'], sixth: ['sechste', 'sechsten', 'sechstes', 'sechster'],
    seventh: ['siebte', 'siebten', 'siebtes', 'siebter'], eighth: ['achte', 'achten', 'achtes', 'achter'], ninth: ['neunte', 'neunten', 'neuntes', 'neunter'],
    tenth: ['zehnte', 'zehnten', 'zehntes', 'zehnter'], last: ['letzte', 'letzten', 'letztes', 'letzter']
  },
  // "2te", "2ten"; "das 2. Haus", "vom 2." (a number and a period after an article, which a count never has)
  numberedOrdinal: /(?<![\p{L}\d.,])(\d{1,3})(?:te[nrs]?(?![\p{L}\d])|(?<=(?<![\p{L}])(?:der|die|das|dem|den|des|vom|zum|im|am|beim)\s+\d{1,3})\.(?!\d))/giu,
  aboutIt: /(^|[^\p{L}])hat\s+(?:es|sie|das\s+haus|die\s+wohnung)(?![\p{L}])/iu,
  features: {
    waterfront: 'Lage direkt am Wasser',
    'dogs allowed': 'Hundeerlaubnis',
    'a walk to downtown': 'Innenstadt zu Fuß erreichbar',
    'a pool': 'Pool',
    'the beach or water nearby': 'Strand oder Wasser in der Nähe',
    'a view': 'Aussicht',
    'a yard or garden': 'Garten',
    'a garage': 'Garage',
    'pets allowed': 'Haustiererlaubnis',
    'a fireplace': 'Kamin',
    'a balcony, deck or patio': 'Balkon, Terrasse oder Patio',
    'a rooftop': 'Dachterrasse',
    'an updated home': 'Renovierung',
    'furnished': 'Möblierung',
    'a home office': 'Arbeitszimmer',
    'hardwood floors': 'Parkett',
    'laundry': 'Waschküche',
    'air conditioning': 'Klimaanlage',
    'a gym': 'Fitnessraum',
    'an elevator': 'Aufzug',
    'step-free access': 'Barrierefreiheit',
    'solar panels': 'Solaranlage',
    'a basement': 'Keller',
    'walk-in closets': 'Ankleidezimmer',
    'mountain views': 'Bergblick',
    'one-level living': 'Wohnen auf einer Ebene',
    'an in-law suite or guest house': 'Einliegerwohnung oder Gästehaus',
    'fixer-upper potential': 'Renovierungsbedarf'
  },
  featureWords: {
    'a pool': ['pool', 'pools', 'schwimmbad', 'swimmingpool'],
    waterfront: ['am wasser', 'direkt am wasser', 'am see', 'direkt am meer', 'direkt am strand'],
    'the beach or water nearby': ['strand', 'strandnah', 'meer', 'kuste', 'meeresnah', 'ozean'],
    'a view': ['aussicht', 'blick', 'ausblick', 'fernblick'],
    'a yard or garden': ['garten', 'gartens', 'rasen'],
    'a garage': ['garage', 'garagen', 'carport'],
    'dogs allowed': ['hund', 'hunde', 'hunden', 'hundefreundlich'],
    'pets allowed': ['haustier', 'haustiere', 'haustieren', 'katze', 'katzen', 'tiere'],
    'a fireplace': ['kamin', 'kamine', 'kaminofen'],
    'a balcony, deck or patio': ['balkon', 'balkone', 'balkons', 'terrasse', 'terrassen'],
    'a rooftop': ['dachterrasse', 'dachterrassen'],
    'an updated home': ['renoviert', 'renovierte', 'renovierten', 'renoviertes', 'saniert', 'sanierte', 'sanierten', 'saniertes', 'modernisiert'],
    furnished: ['mobliert', 'moblierte', 'moblierten', 'mobliertes', 'moebliert', 'moeblierte'],
    'a home office': ['arbeitszimmer', 'buro', 'homeoffice', 'home office'],
    'hardwood floors': ['parkett', 'holzboden', 'dielenboden'],
    laundry: ['waschmaschine', 'waschkuche', 'trockner'],
    'air conditioning': ['klimaanlage', 'klimatisiert'],
    'a gym': ['fitnessraum', 'fitnessstudio'],
    'an elevator': ['aufzug', 'fahrstuhl', 'lift'],
    'step-free access': ['barrierefrei', 'barrierefreie', 'barrierefreien', 'rollstuhlgerecht'],
    'solar panels': ['photovoltaik', 'solaranlage', 'solarpanels', 'solar'],
    'a basement': ['keller'],
    'walk-in closets': ['begehbarer kleiderschrank', 'ankleide', 'ankleidezimmer'],
    'a walk to downtown': ['innenstadt', 'stadtzentrum', 'zentrum', 'zentral', 'zentrumsnah', 'innenstadtnah'],
    'mountain views': ['berg', 'berge', 'bergen', 'bergblick', 'gebirge'],
    'one-level living': ['ebenerdig', 'ebenerdige', 'ebenerdiges', 'eingeschossig', 'eingeschossige', 'eingeschossiges', 'einstockig', 'auf einer ebene'],
    'an in-law suite or guest house': ['einliegerwohnung', 'gästehaus', 'gästewohnung'],
    'fixer-upper potential': ['renovierungsbedürftig', 'renovierungsbedürftige', 'renovierungsbedürftiges', 'sanierungsbedürftig', 'sanierungsbedürftige', 'sanierungsbedürftiges', 'handwerkerobjekt']
  },
  negations: ['ohne', 'ohne ein', 'ohne eine', 'ohne einen', 'kein', 'keine', 'keinen', 'nicht am', 'nicht an der', 'nicht in der nahe', 'weit weg vom', 'weit weg von der'],
  intents: {
    greeting: [],
    thanks: ['danke', 'danke schon', 'vielen dank', 'dankeschon', 'besten dank'],
    goodbye: ['auf wiedersehen', 'tschuss', 'tschau', 'bis bald', 'schonen tag'],
    identity: ['wer bist du', 'wer sind sie', 'was bist du', ...combine(['bist du', 'sind sie'], ['ein', 'eine', ''], ['roboter', 'bot', 'mensch', 'echter mensch', 'person', 'ki', 'maschine'])],
    human: ['echten menschen', 'echte person', ...combine(['mit'], ['einer person', 'einem menschen', 'einem makler', 'jemandem', 'einem mitarbeiter', 'einem berater'], ['sprechen', 'reden'])],
    coverage: [...combine(['welche', 'in welchen'], ['stadte', 'stadten', 'gegenden', 'regionen', 'orte', 'orten', 'gebiete', 'gebieten']), 'wo sind sie', 'wo seid ihr'],
    contact: ['besichtigung', 'besichtigungen', 'besichtigen', ...combine(['termin'], ['vereinbaren', 'machen', 'buchen']), 'kontakt', 'kontaktieren', 'rufen sie mich an', 'ruf mich an',
      'telefonnummer', 'e mail adresse', 'offnungszeiten', 'hypothek', 'finanzierung', 'kredit', 'zinssatz', 'zinsen', 'anwalt', 'rechtsberatung', 'steuerberatung', 'angebot machen',
      'verhandeln', 'verhandelbar',
      'grundsteuer', 'steuern', 'gute investition', 'gute geldanlage', 'mieten oder kaufen', 'kaufen oder mieten', 'kaufnebenkosten', 'hausratversicherung'],
    offTopic: ['wetter', 'witz', 'witze', 'gedicht', 'rezept', 'rezepte', 'pizza', 'restaurant', 'restaurants', 'bar', 'bars', 'sport', 'fussball', 'nachrichten', 'aktien', 'bitcoin',
      'krypto', 'film', 'filme', 'lied', 'lieder', 'ubersetzen', 'hausaufgaben', 'programmieren', 'mathe', 'wahlen', 'prasident', 'hotel', 'hotels', 'flug', 'fluge'],
    fairHousing: ['kriminell', 'kriminelle', 'kriminalitatsrate', 'verbrechensrate', 'sicher', 'sichere', 'sicheres', 'sicheren', 'sicherheit', 'kriminalitat', 'verbrechen', 'gefahrlich', 'schule', 'schulen', 'schulbezirk', 'familien', 'familienfreundlich',
      'kinder', 'kinderfreundlich', 'nachbarn', 'nachbarschaft', 'religion', 'religios', 'einwanderer', 'migranten', 'demografie', 'rentner', 'senioren', 'paare', 'gute gegend'],
    more: ['mehr ergebnisse', 'weitere ergebnisse', 'weitere angebote', 'nachste seite']
  },
  opening: {
    greeting: ['hallo', 'guten tag', 'guten morgen', 'guten abend', 'servus', 'moin', 'gruss gott'],
    more: ['noch mehr', 'weitere', 'zeig mir mehr', 'zeige mehr', 'zeig mehr', 'mehr anzeigen', 'andere'],
    continues: ['und', 'was ist mit', 'wie ware es mit', 'auch', 'nur', 'aber', 'jetzt', 'dann', 'mit', 'ohne', 'gunstiger', 'grosser', 'kleiner', 'welches davon', 'welche davon', 'davon']
  },
  built: {
    built: ['gebaut', 'erbaut', 'baujahr'], after: ['nach'], since: ['seit', 'ab'], before: ['vor'], in: ['im', 'in', 'in den', 'aus den', 'aus der'],
    orLater: ['oder spater', 'oder neuer'], orEarlier: ['oder fruher', 'oder alter'], newerThan: ['neuer als'], olderThan: ['alter als'], decade: []
  },
  facts: {
    hoa: ['hoa', 'hausgeld', 'wohngeld', 'nebenkosten'],
    deposit: ['kaution', 'mietkaution'],
    pricePerArea: ['quadratmeterpreis', 'preis pro quadratmeter', 'preis pro m2', 'preis je quadratmeter'],
    yearBuilt: ['baujahr', 'wann wurde es gebaut', 'wann gebaut', 'wie alt', 'wann wurde das gebaut', 'wann erbaut', 'gebaut wann'],
    lotSize: ['grundstucksgrosse', 'wie gross ist das grundstuck', 'grosse des grundstucks', 'grundstucksflache']
  },
  cues: {
    listing: ['haus', 'hauser', 'hausern', 'wohnung', 'wohnungen', 'immobilie', 'immobilien', 'objekt', 'objekte', 'angebote', 'inserat', 'inserate', 'miete', 'mieten', 'mietwohnung',
      'mietwohnungen', 'kaufen', 'kauf'],
    search: ['zeig', 'zeige', 'zeigen', 'habt', 'haben', 'gibt es', 'suche', 'suchen', 'finden', 'sehen', 'welche', 'welches', 'welcher', 'verfugbar', 'mochte', 'will', 'brauche', 'kaufen', 'mieten'],
    noun: ['haus', 'hauser', 'hausern', 'wohnung', 'wohnungen', 'immobilie', 'immobilien', 'eigentumswohnung', 'eigentumswohnungen', 'reihenhaus', 'reihenhauser', 'grundstuck', 'grundstucke',
      'studio', 'villa', 'villen', 'mietwohnung', 'mietwohnungen', 'apartment', 'apartments'],
    continues: ['davon', 'von denen', 'von diesen', 'diese'],
    superlative: ['welches', 'welcher', 'welches ist', 'welche ist', 'was ist'],
    several: ['welche hauser', 'welche wohnungen', 'welche immobilien'],
    anyPlace: ['uberall', 'egal wo', 'jede stadt', 'alle stadte'],
    or: ['oder', 'noch']
  },
  types: { condo: 'Eigentumswohnung', town: 'Reihenhaus', single: 'Einfamilienhaus', apartment: 'Wohnung', multi: 'Mehrfamilienhaus', land: 'Grundstück' },
  ofType: (t) => `vom Typ ${t}`,
  join: { with: (n) => `mit ${n.join(' und ')}`, without: (n) => `ohne ${n.join(' oder ')}`, rest: 'mit den übrigen gewünschten Merkmalen' },
  phrases: {
    homes: 'Immobilien', forSale: 'zum Kauf', forRent: 'zur Miete', inPlace: (p) => `in ${p}`, or: 'oder',
    withBedrooms: (n) => `mit ${plural(n, 'Schlafzimmer', 'Schlafzimmern')}`, atLeastBedrooms: (n) => `mit mindestens ${plural(n, 'Schlafzimmer', 'Schlafzimmern')}`,
    bedroomsBetween: (l, h) => `mit ${l} bis ${plural(h, 'Schlafzimmer', 'Schlafzimmern')}`, atMostBedrooms: (n) => `mit höchstens ${plural(n, 'Schlafzimmer', 'Schlafzimmern')}`,
    upTo: (m) => `bis ${m}`, below: (m) => `unter ${m}`, above: (m) => `über ${m}`, from: (m) => `ab ${m}`, between: (a, b) => `zwischen ${a} und ${b}`, perMonth: '/Monat', bd: 'SZ', ba: 'Bad',
    found: (total, what) => `Ich habe **${total} ${what}** gefunden`,
    priced: (a, b) => ` (von ${a} bis ${b})`,
    foundOne: (what) => `Ich habe ein Angebot für **${what}** gefunden:`,
    firstOf: (shown, order) => `. Hier sind die ersten ${shown}${order}:`,
    page: (what, from, to, total, order) => `Hier sind ${what} ${from} bis ${to} von ${total}${order}:`,
    order: { price_asc: ', günstigste zuerst', price_desc: ', teuerste zuerst', largest: ', größte zuerst', newest: ', neueste zuerst', smallest: ', kleinste zuerst', built: ', zuletzt gebaute zuerst', lot_desc: ', größtes Grundstück zuerst' },
    standsOut: { price_asc: (h) => `Am günstigsten ist ${h}.`, price_desc: (h) => `Am teuersten ist ${h}.`, largest: (h) => `Am größten ist ${h}.`, smallest: (h) => `Am kleinsten ist ${h}.`, newest: (h) => `Am neuesten auf dem Markt ist ${h}.`, built: (h) => `Zuletzt gebaut wurde ${h}.`, lot_desc: (h) => `Das größte Grundstück hat ${h}.` },
    showMore: (next) => `Schreiben Sie **„mehr anzeigen“** für die nächsten ${next}, oder grenzen Sie nach Preis oder Zimmern ein.`,
    askByMls: 'Fragen Sie mich nach einem Angebot mit seiner MLS-Nummer, um alle Details zu sehen.',
    allShown: (total, what) => (total === 1 ? `Das ist alles: Ich habe das einzige Angebot für ${what} gezeigt.` : `Das sind alle: Ich habe alle ${total} ${what} gezeigt.`),
    none: (what) => `Ich habe gerade keine ${what} gefunden.`,
    closest: (what, total) => `Am nächsten kommen ${what} (${total} insgesamt); die günstigsten:`,
    closestMore: (from, to, total) => `Weitere ähnliche Angebote, ${from} bis ${to} von ${total}:`,
    placesAre: (places) => `Die Immobilien hier liegen in ${places}.`,
    noPlace: (place) => `Ich habe keine Angebote in ${place}.`,
    notFound: (named) => `Ich habe kein Angebot mit ${named} gefunden. Bitte prüfen Sie die Angabe, oder suchen Sie nach Stadt, Preis oder Zimmern.`,
    gone: 'Dieses Angebot ist hier nicht mehr gelistet. Suchen Sie gern nach Stadt, Preis oder Zimmern nach anderen.',
    fairHousing: 'Ich kann nur sagen, was jedes Angebot selbst über die Immobilie sagt — nicht, wer in einer Gegend wohnt, wie ihre Schulen sind oder wie sicher sie ist. Dafür helfen offizielle Quellen wie der Schulbezirk und die örtlichen Behörden.',
    cannot: 'Ich bin ein automatischer Assistent: Ich kann keine Besichtigungen vereinbaren und nicht für das Büro über Bedingungen sprechen, die nicht im Angebot stehen.',
    pointer: (person) => person
      ? 'Nutzen Sie die Schaltfläche **Mit einem Menschen sprechen** in diesem Chat; jemand aus dem Team meldet sich per E-Mail.'
      : 'Bitte kontaktieren Sie das Büro über die Kontaktseite dieser Website.',
    fallback: 'Dabei kann ich leider nicht helfen. Ich bin ein automatischer Assistent, der nur die hier angebotenen Immobilien kennt: Ich suche sie nach Stadt, Preis, Zimmern, Art, Ausstattung, zum Kauf oder zur Miete.',
    whichOne: (n) => `Welches der ${n} Angebote meinen Sie? Sagen Sie „das erste“, „das zweite“ … oder nennen Sie mir die MLS-Nummer.`,
    mentions: (n) => `**Ja**, diese Anzeige erwähnt: ${n.join(' und ')}.`, mentionsNone: (n) => `Diese Anzeige erwähnt nicht: ${n.join(' oder ')}.`,
    notStated: (l) => `**${l}:** in dieser Anzeige nicht angegeben.`,
    sideBySide: (n) => `Hier sind die ${n} Angebote im Vergleich:`,
    hello: 'Hallo! ', thanks: 'Gern geschehen! Sagen Sie Bescheid, wenn Sie weitere Immobilien sehen möchten.', goodbye: 'Auf Wiedersehen und viel Erfolg bei der Suche!'
  },
  labels: {
    colon: ':', price: 'Preis', listed: 'Angebot', status: 'Status', statuses: { Active: 'Verfügbar', PreOnMarket: 'Demnächst (vor dem Marktstart)', Sold: 'Verkauft' },
    type: 'Art', bedrooms: 'Schlafzimmer', bathrooms: 'Badezimmer',
    countBedrooms: (count) => `${count} Schlafzimmer`, countBathrooms: (count) => `${count} Badezimmer`,
    size: 'Wohnfläche', pricePerArea: 'Preis pro Fläche', lot: 'Grundstück', lotSize: 'Grundstücksgröße', yearBuilt: 'Baujahr', parking: 'Parken', countSpots: (n) => plural(n, 'Stellplatz', 'Stellplätze'),
    daysOnMarket: 'Tage auf dem Markt', hoa: 'HOA-Gebühr', deposit: 'Kaution', tours: 'Besichtigung', openHouse: 'Tag der offenen Tür', tour3d: '3D-Rundgang',
    seeAll: 'Fotos und alle Details ansehen'
  },
  leads,
  measures: {
    squareFeet: ['quadratfuß', 'quadratfuss'], squareMeters: ['quadratmeter', 'quadratmetern', 'qm', 'm2', 'm²'],
    acre: ['acre', 'acres'], hectare: ['hektar'], lot: ['grundstück', 'grundstücke', 'grundstücks', 'grundstücken', 'grundstücksgröße', 'grundstücksfläche', 'grundstück von', 'grundstücksgröße von', 'grundstücksfläche von'], per: ['pro', 'je'],
    free: ['frei'], big: ['groß', 'große', 'großes', 'großem', 'großen', 'großer', 'riesig', 'riesige', 'riesiges', 'riesigem', 'riesigen', 'weitläufig', 'weitläufiges']
  }
} satisfies LanguagePack
