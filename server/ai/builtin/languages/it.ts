import { LANGUAGE_NAMES } from '../../../../src/shared/language-names.ts'
import { pluralIn } from './numbers.ts'
import { combine } from './combine.ts'
import type { LanguagePack } from './pack.ts'
import leads from './leads/it.ts'

const LOCALE = 'it-IT'
const { count: plural, word } = pluralIn(LOCALE)

/** Italian: everything the built-in assistant reads and writes in it. */
export default {
  locale: LOCALE,
  names: LANGUAGE_NAMES.it,
  markers: ['confrontare', 'paragona', 'dimentica', 'case', 'casa', 'vendita', 'affitto', 'affittare', 'comprare', 'camere', 'camera', 'letto', 'bagni', 'bagno', 'sotto', 'meno', 'piscina', 'animali', 'appartamento', 'appartamenti',
    'ciao', 'buongiorno', 'grazie', 'dove', 'quali', 'quale', 'vicino', 'spiaggia', 'economica', 'economico', 'mese', 'mostrami', 'cerco', 'vorrei', 'avete', 'sono', 'gli', 'il', 'della', 'delle', 'dei',
    'con', 'senza', 'città', 'parlare', 'persona', 'giardino', 'più', 'prezzo', 'visita', 'vorrei', 'prenotare', 'vogliamo', 'siamo', 'entro', 'mesi', 'sei', 'costruite', 'costruita', 'prima', 'dopo', 'arrivederci', 'confronta', 'affitti'],
  numberWords: {
    units: ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove'],
    tens: ['venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'],
    compound: ['{ten}{unit}'],
    hundreds: ['{unit}cento'],
    // A ten drops its last vowel before "uno" and "otto": "ventuno", "trentotto".
    irregular: [...['venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'].flatMap((ten, i): [string, number][] => [[`${ten.slice(0, -1)}uno`, 21 + i * 10],
      [`${ten.slice(0, -1)}otto`, 28 + i * 10]]), ['cento', 100]],
    hundredJoin: [''],
    thousandGlued: ['mila']
  },
  deals: {
    forSale: ['in vendita', 'da comprare'], forRent: ['affittasi', 'in affitto', 'da affittare'], sale: [], rent: ['affittare', 'affitto'], rentals: ['affitti'], buy: ['comprare', 'acquistare']
  },
  homes: {
    home: ['casa'], homes: ['case'], apartment: ['appartamento'], apartments: ['appartamenti'], condo: ['condominio'], condos: ['condomini'], townhouse: ['villetta a schiera'], townhouses: ['villette a schiera'], studio: ['monolocale']
  },
  rooms: {
    bedroom: ['camera da letto', 'camera'], bedrooms: ['camere da letto', 'camere'], bathroom: ['bagno'], bathrooms: ['bagni']
  },
  orders: {
    cheapest: ['la più economica', 'il più economico', 'le più economiche', 'più economica', 'più economico', 'più economiche'], mostExpensive: ['la più cara', 'il più caro', 'più cara', 'più caro'], biggest: ['più grande', 'più grandi'], newest: ['più nuove', 'più nuovo', 'più nuova', 'più nuovi', 'più recente', 'più recenti'], smallest: ['più piccolo', 'più piccola', 'più piccoli', 'più piccole'], biggestLot: [], lowToHigh: ['dal piu economico al piu caro', 'crescente'], highToLow: ['dal piu caro al piu economico', 'decrescente'], lowestFirst: ['prima i piu economici'], highestFirst: ['prima i piu cari']
  },
  relative: {
    cheaper: [], moreExpensive: [], bigger: [], smaller: [], cheaperThan: ['più economici di', 'più economiche di', 'più economico di', 'più economica di'], moreExpensiveThan: ['più caro di', 'più cara di'], biggerThan: ['più grandi di', 'più grande di']
  },
  undo: {
    forget: ['dimentica', 'togli', 'togliere', 'rimuovi', 'elimina'], neverMind: ['lascia perdere', 'non importa'], anyPrice: ['qualsiasi prezzo'], anyType: ['qualsiasi tipo'], anyArea: ['qualsiasi zona']
  },
  links: {
    in: ['a'], with: ['con'], near: ['vicino a', 'vicino al']
  },
  asking: {
    which: ['quale'], whichOfThem: [], price: ['prezzo'], prices: ['prezzi'], budget: []
  },
  traits: {
    newConstruction: ['nuova costruzione', 'nuove costruzioni', 'di nuova costruzione', 'nuova edificazione', 'appena costruita', 'appena costruito'],
    historic: ['storica', 'storico', 'storiche', 'storici', 'd\'epoca'],
    comingSoon: ['prossimamente', 'in arrivo'],
    sold: ['appena venduta', 'appena venduto', 'vendute', 'venduti', 'venduta', 'venduto'], active: ['annunci attivi', 'annuncio attivo'],
    openHouse: ['open house', 'porte aperte', 'giornata porte aperte', 'giornata di porte aperte'],
    virtualTour: ['tour virtuale', 'tour virtuali', 'visita virtuale', 'visite virtuali', 'tour 3d', 'visita 3d'],
    anyTour: ['con visita', 'con tour'],
    privateRoom: ['stanza privata', 'stanze private', 'stanza singola', 'stanze singole', 'camera singola', 'camere singole', 'posto letto', 'appartamento condiviso', 'casa condivisa'],
    entirePlace: ['intero appartamento', 'appartamento intero', 'casa intera', 'intera casa', 'intero alloggio', 'alloggio intero']
  },
  parking: {
    parking: ['posto auto', 'posti auto', 'posto macchina', 'posti macchina', 'parcheggio', 'parcheggi', 'posto auto coperto'],
    cars: ['macchine', 'macchina', 'veicoli', 'automobili']
  },
  market: {
    listed: ['pubblicato', 'pubblicata', 'pubblicati', 'pubblicate', 'sul mercato'],
    justListed: ['appena pubblicato', 'appena pubblicata', 'appena pubblicati', 'appena pubblicate', 'nuovo sul mercato', 'nuova sul mercato', 'nuovi sul mercato', 'nuove sul mercato', 'nuovi annunci'],
    thisWeek: ['questa settimana', 'la settimana scorsa', 'nell\'ultima settimana', 'ultima settimana'], thisMonth: ['questo mese', 'il mese scorso', 'nell\'ultimo mese', 'ultimo mese'],
    last: ['negli ultimi', 'nelle ultime', 'ultimi', 'ultime', 'da meno di'],
    days: ['giorni', 'giorno']
  },
  comparisons: { atLeast: ['almeno', 'minimo'], moreThan: ['più di', 'oltre'], orMore: ['o più', 'o di più'] },
  money: {
    under: ['meno di', 'non più di', 'sotto i', 'sotto', 'fino a'], over: ['a partire da', 'sopra i', 'sopra'], around: ['intorno a', 'intorno ai', 'circa'],
    between: ['tra', 'fra'], and: ['e'], from: ['da', 'dai', 'dal'], to: ['a', 'ai', 'al'], orLess: ['o meno'], orMore: ['in su'], max: ['al massimo', 'massimo', 'max'], min: [],
    thousand: ['mila', 'mille'], million: ['milioni', 'milione'], half: ['mezzo'], quarter: [], one: ['un', 'uno', 'una'], point: ['virgola'],
    dollars: ['dollari', 'dollaro'], monthly: ['al mese', 'mensili', 'mensile']
  },
  ordinals: {
    first: ['primo', 'prima', 'primi', 'prime'], second: ['secondo', 'seconda'], third: ['terzo', 'terza'], fourth: ['quarto', 'quarta'], fifth: ['quinto', 'quinta'],
    sixth: ['sesto', 'sesta'], seventh: ['settimo', 'settima'], eighth: ['ottavo', 'ottava'], ninth: ['nono', 'nona'], tenth: ['decimo', 'decima'], last: ['ultimo', 'ultima']
  },
  // "2ª", "2º", "2°" (folded "2a", "2o")
  numberedOrdinal: /(?<![\p{L}\d.,])(\d{1,3})(?:o|a|°)(?![\p{L}\d])/giu,
  aboutIt: /^(\s*)(?:ha|accetta|accettano|ammette|permette)(?![\p{L}])(?!.*(?<![\p{L}])(?:case|appartamenti|immobili|terreni|annunci)(?![\p{L}]))/iu,
  features: {
    waterfront: 'fronte acqua',
    'dogs allowed': 'cani ammessi',
    'a walk to downtown': 'centro raggiungibile a piedi',
    'a pool': 'piscina',
    'the beach or water nearby': 'spiaggia o acqua vicina',
    'a view': 'vista',
    'a yard or garden': 'giardino',
    'a garage': 'garage',
    'pets allowed': 'animali ammessi',
    'a fireplace': 'camino',
    'a balcony, deck or patio': 'balcone, terrazza o patio',
    'a rooftop': 'terrazza sul tetto',
    'an updated home': 'ristrutturazione recente',
    'furnished': 'arredamento',
    'a home office': 'studio',
    'hardwood floors': 'parquet',
    'laundry': 'lavanderia',
    'air conditioning': 'aria condizionata',
    'a gym': 'palestra',
    'an elevator': 'ascensore',
    'step-free access': 'accesso senza gradini',
    'solar panels': 'pannelli solari',
    'a basement': 'seminterrato',
    'walk-in closets': 'cabina armadio',
    'mountain views': 'vista sulle montagne',
    'one-level living': 'tutto su un piano',
    'an in-law suite or guest house': 'dependance o casa per gli ospiti',
    'fixer-upper potential': 'lavori da fare'
  },
  featureWords: {
    'a pool': ['piscina', 'piscine'],
    waterfront: ['fronte mare', 'fronte lago', 'sul mare', 'sul lago', "sull'acqua"],
    'the beach or water nearby': ['spiaggia', 'spiagge', 'mare', 'costa', 'oceano', 'vicino al mare'],
    'a view': ['vista', 'viste', 'panorama', 'panoramico', 'panoramica'],
    'a yard or garden': ['giardino', 'giardini', 'prato'],
    'a garage': ['garage', 'box auto', 'autorimessa'],
    'dogs allowed': ['cane', 'cani'],
    'pets allowed': ['animali', 'animali domestici', 'gatto', 'gatti'],
    'a fireplace': ['camino', 'caminetto'],
    'a balcony, deck or patio': ['balcone', 'balconi', 'terrazzo', 'terrazzi', 'terrazza', 'terrazze'],
    'a rooftop': ['terrazza sul tetto', 'attico'],
    'an updated home': ['ristrutturato', 'ristrutturata', 'ristrutturati', 'ristrutturate', 'rinnovato', 'rinnovata'],
    furnished: ['arredato', 'arredata', 'arredati', 'arredate', 'ammobiliato', 'ammobiliata'],
    'a home office': ['ufficio', 'studiolo'],
    'hardwood floors': ['parquet', 'pavimento in legno', 'pavimenti in legno'],
    laundry: ['lavanderia', 'lavatrice'],
    'air conditioning': ['aria condizionata', 'climatizzato', 'climatizzata', 'climatizzazione'],
    'a gym': ['palestra'],
    'an elevator': ['ascensore'],
    'step-free access': ['accessibile', 'accessibili', 'senza barriere', 'senza gradini', 'sedia a rotelle'],
    'solar panels': ['pannelli solari', 'fotovoltaico'],
    'a basement': ['seminterrato', 'cantina'],
    'walk-in closets': ['cabina armadio'],
    'a walk to downtown': ['centro', 'centro citta', 'centro storico', 'vicino al centro'],
    'mountain views': ['montagna', 'montagne'],
    'one-level living': ['su un piano', 'piano unico', 'su un solo piano', 'su un livello', 'su un solo livello'],
    'an in-law suite or guest house': ['dependance', 'casa per gli ospiti', 'casa per ospiti', 'foresteria', 'appartamento indipendente'],
    'fixer-upper potential': ['da ristrutturare', 'da rinnovare', 'da sistemare']
  },
  negations: ['senza', 'senza un', 'senza una', 'niente', ...combine(['lontano', 'non vicino'], ['da', 'dal', 'dalla', 'dai'])],
  intents: {
    greeting: [],
    thanks: ['grazie', 'grazie mille', 'ti ringrazio', 'la ringrazio'],
    goodbye: ['arrivederci', 'a presto', 'buona giornata', 'buona serata', 'addio'],
    identity: ['chi sei', 'cosa sei', 'chi e lei', ...combine(['sei', 'e'], ['un', 'una'], ['robot', 'bot', 'umano', 'persona', 'persona vera', 'persona reale', 'ia', 'macchina']),
      ...combine(['sei'], ['robot', 'bot', 'umano', 'umana', 'reale'])],
    human: ['persona vera', 'operatore umano', ...combine(['parlare', 'chattare'], ['con'], ['una persona', 'un agente', 'un umano', 'qualcuno', 'un operatore', 'una persona vera', 'un consulente'])],
    coverage: [...combine(['quali', 'in quali', 'che'], ['citta', 'zone', 'aree', 'quartieri', 'luoghi']), 'dove operate', 'dove siete'],
    contact: [...combine(['fissare', 'prenotare', 'organizzare', 'programmare', 'chiedere'], ['una', 'un', ''], ['visita', 'appuntamento']), 'visita', 'visitare', 'contatto', 'contattare',
      'chiamatemi', 'telefono', 'numero di telefono', 'email', 'e mail', 'orari', 'mutuo', 'mutui', 'tasso di interesse', 'avvocato', 'consulenza legale', 'consiglio legale', 'consigli legali', 'consulenza fiscale',
      "fare un'offerta", 'trattare', 'trattabile',
      'imu', 'tasse', 'buon investimento', 'affittare o comprare', 'comprare o affittare', 'spese notarili', 'assicurazione casa'],
    offTopic: ['meteo', 'barzelletta', 'barzellette', 'poesia', 'ricetta', 'ricette', 'pizza', 'ristorante', 'ristoranti', 'bar', 'sport', 'calcio', 'notizie', 'bitcoin', 'cripto', 'film',
      'canzone', 'canzoni', 'tradurre', 'compiti', 'programmazione', 'matematica', 'elezioni', 'presidente', 'hotel', 'albergo', 'alberghi', 'volo', 'voli'],
    fairHousing: ['crimini', 'criminale', 'criminali', 'delinquenza', 'sicuro', 'sicura', 'sicuri', 'sicure', 'sicurezza', 'criminalita', 'crimine', 'pericoloso', 'pericolosa', 'scuola', 'scuole', 'famiglie', 'bambini', 'figli', 'vicinato',
      'religione', 'religioso', 'immigrati', 'demografia', 'pensionati', 'anziani', 'coppie', 'bel quartiere'],
    more: ['altri risultati', 'altre opzioni', 'altre case', 'pagina successiva', 'altri annunci']
  },
  opening: {
    greeting: ['ciao', 'buongiorno', 'buonasera', 'salve'],
    more: ['altri', 'altre', 'ancora', 'mostrami altri', 'mostrami di piu', 'mostra altri', 'vedi altri', 'di piu'],
    continues: ['e', 'anche', 'solo', 'soltanto', 'ma', 'ora', 'adesso', 'allora', 'con', 'senza', 'piu economiche', 'piu economici', 'piu grandi', 'quali di', 'quale di', 'tra queste', 'tra questi']
  },
  built: {
    built: ['costruita', 'costruito', 'costruite', 'costruiti'], after: ['dopo', 'dopo il'], since: ['dal', 'a partire dal'], before: ['prima del', 'prima'], in: ['nel', 'negli'],
    orLater: ['o successiva', 'o dopo'], orEarlier: ['o precedente', 'o prima'], newerThan: [], olderThan: [], decade: ['anni']
  },
  facts: {
    hoa: ['hoa', 'spese condominiali', 'spese di condominio', 'quota condominiale'],
    deposit: ['deposito', 'deposito cauzionale', 'cauzione'],
    pricePerArea: ['prezzo al metro quadro', 'prezzo al metro quadrato', 'prezzo al mq', 'prezzo per metro quadro'],
    yearBuilt: ['anno di costruzione', 'quando e stata costruita', 'quando e stato costruito', 'quanti anni ha', 'costruito quando', 'costruita quando', 'di che anno e'],
    lotSize: ['dimensione del terreno', 'superficie del terreno', 'quanto e grande il terreno', 'grandezza del terreno']
  },
  cues: {
    listing: ['casa', 'case', 'appartamento', 'appartamenti', 'immobile', 'immobili', 'proprieta', 'annuncio', 'annunci', 'affitto', 'affittare', 'comprare', 'vendita', 'opzioni'],
    search: ['mostrami', 'mostra', 'avete', 'hai', 'ci sono', 'cerco', 'cercando', 'trovare', 'voglio', 'vorrei', 'ho bisogno', 'vedere', 'quale', 'quali', 'che', 'disponibile', 'disponibili'],
    noun: ['casa', 'case', 'appartamento', 'appartamenti', 'immobile', 'immobili', 'villa', 'ville', 'villetta', 'villette', 'monolocale', 'monolocali', 'bilocale', 'loft', 'terreno', 'terreni'],
    continues: ['di queste', 'di questi', 'tra queste', 'tra questi', 'queste', 'questi'],
    superlative: ['quale', 'qual e', 'quale e'],
    several: ['quali'],
    anyPlace: ['ovunque', 'qualsiasi citta', 'tutte le citta', 'in qualsiasi posto'],
    or: ['o', 'od']
  },
  types: { condo: 'condominio', town: 'villetta a schiera', single: 'casa indipendente', apartment: 'appartamento', multi: 'plurifamiliare', land: 'terreno' },
  ofType: (t) => `di tipo ${t}`,
  join: { with: (n) => `con ${n.join(' e ')}`, without: (n) => `senza ${n.join(' né ')}`, rest: 'con le altre condizioni richieste' },
  phrases: {
    homes: 'immobili', forSale: 'in vendita', forRent: 'in affitto', inPlace: (p) => `a ${p}`, or: 'o',
    withBedrooms: (n) => `con ${plural(n, 'camera', 'camere')}`, atLeastBedrooms: (n) => `con almeno ${plural(n, 'camera', 'camere')}`,
    bedroomsBetween: (l, h) => `con ${l} a ${plural(h, 'camera', 'camere')}`, atMostBedrooms: (n) => `con al massimo ${plural(n, 'camera', 'camere')}`,
    upTo: (m) => `fino a ${m}`, below: (m) => `sotto ${m}`, above: (m) => `sopra ${m}`, from: (m) => `da ${m}`, between: (a, b) => `tra ${a} e ${b}`, perMonth: '/mese', bd: 'cam.', ba: 'bagni',
    found: (total, what) => `Ho trovato **${total} ${what}**`,
    priced: (a, b) => ` (da ${a} a ${b})`,
    foundOne: (what) => `Ho trovato un annuncio di **${what}**:`,
    firstOf: (shown, order) => `. Ecco i primi ${shown}${order}:`,
    page: (what, from, to, total, order) => `Ecco ${what} da ${from} a ${to} di ${total}${order}:`,
    order: { price_asc: ', dal più economico', price_desc: ', dal più caro', largest: ', dal più grande', smallest: ', dal più piccolo', newest: ', i più recenti prima', built: ', i più recenti per costruzione prima', lot_desc: ', dal terreno più grande' },
    standsOut: { price_asc: (h) => `Il più economico è ${h}.`, price_desc: (h) => `Il più caro è ${h}.`, largest: (h) => `Il più grande è ${h}.`, smallest: (h) => `Il più piccolo è ${h}.`, newest: (h) => `Il più recente sul mercato è ${h}.`, built: (h) => `Il più recente per costruzione è ${h}.`, lot_desc: (h) => `Il terreno più grande è quello di ${h}.` },
    showMore: (next) => `Scrivi **“mostra altri”** per vedere i prossimi ${next}, oppure restringi per prezzo o camere.`,
    askByMls: 'Chiedimi di uno qualsiasi con il suo numero MLS per tutti i dettagli.',
    allShown: (total, what) => (total === 1 ? `È tutto: ti ho mostrato l'unico annuncio di ${what}.` : `È tutto: ti ho mostrato tutti i ${total} ${what}.`),
    none: (what) => `Non ho trovato ${what} al momento.`,
    closest: (what, total) => `I più simili sono ${what} (${total} in tutto); i più convenienti:`,
    closestMore: (from, to, total) => `Altri risultati simili, da ${from} a ${to} di ${total}:`,
    placesAre: (places) => `Gli immobili qui si trovano a ${places}.`,
    noPlace: (place) => `Non ho annunci a ${place}.`,
    notFound: (named) => `Non ho trovato nessun annuncio con ${named}. Controllalo, oppure chiedimi di cercare per città, prezzo o camere.`,
    gone: "Quell'annuncio non è più pubblicato qui. Chiedimi di cercarne altri per città, prezzo o camere.",
    fairHousing: 'Posso dirti solo ciò che ogni annuncio dice dell\'immobile, non chi vive in una zona, le sue scuole o la sua sicurezza. Per questo possono aiutarti fonti ufficiali come il distretto scolastico e le autorità locali.',
    cannot: 'Sono un assistente automatico: non posso organizzare visite né rispondere per l\'agenzia su condizioni che gli annunci non indicano.',
    pointer: (person) => person
      ? 'Usa il pulsante **Parla con una persona** di questa chat e qualcuno del team ti risponderà via e-mail.'
      : 'Contatta l\'agenzia tramite la pagina dei contatti di questo sito.',
    fallback: 'Mi dispiace, non posso aiutarti con questo. Sono un assistente automatico che conosce solo gli immobili pubblicati qui: posso cercarli per città, prezzo, camere, tipo, caratteristiche, in vendita o in affitto.',
    whichOne: (n) => `Quale dei ${n} immobili intendi? Di' “il primo”, “il secondo”… oppure dammi il suo numero MLS.`,
    mentions: (n) => `**Sì**, questo annuncio menziona: ${n.join(' e ')}.`, mentionsNone: (n) => `Questo annuncio non menziona: ${n.join(' né ')}.`,
    notStated: (l) => `**${l}:** non indicato in questo annuncio.`,
    sideBySide: (n) => `Ecco i ${n} immobili a confronto:`,
    hello: 'Ciao! ', thanks: 'Prego! Dimmi se vuoi vedere altri immobili.', goodbye: 'Arrivederci, e buona ricerca!'
  },
  labels: {
    colon: ':', price: 'Prezzo', listed: 'Offerta', status: 'Stato', statuses: { Active: 'Disponibile', PreOnMarket: 'Prossimamente (prima dell\'uscita sul mercato)', Sold: 'Venduto' },
    type: 'Tipo', bedrooms: 'Camere', bathrooms: 'Bagni',
    countBedrooms: (count, n) => `${count} ${word(n, 'camera', 'camere')}`, countBathrooms: (count, n) => `${count} ${word(n, 'bagno', 'bagni')}`,
    size: 'Superficie', pricePerArea: 'Prezzo per superficie', lot: 'terreno', lotSize: 'Dimensione del terreno', yearBuilt: 'Anno di costruzione', parking: 'Parcheggio', countSpots: (n) => plural(n, 'posto', 'posti'),
    daysOnMarket: 'Giorni sul mercato', hoa: 'Spese HOA', deposit: 'Deposito', tours: 'Visite', openHouse: 'open house', tour3d: 'tour 3D',
    seeAll: 'Vedi foto e tutti i dettagli'
  },
  leads,
  measures: {
    squareFeet: ['piedi quadrati', 'piede quadrato'], squareMeters: ['metri quadrati', 'metri quadri', 'metro quadrato', 'metro quadro', 'mq', 'm2', 'm²'],
    acre: ['acro', 'acri'], hectare: ['ettaro', 'ettari'], lot: ['terreno', 'terreni', 'lotto', 'lotti', 'terreno di', 'lotto di'], per: ['al', 'per', 'a'],
    free: [], big: ['grande', 'grandi', 'ampio', 'ampia', 'ampi', 'ampie', 'enorme', 'enormi', 'vasto', 'vasta']
  }
} satisfies LanguagePack
