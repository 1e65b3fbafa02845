import type { LeadPack } from './pack.ts'

const MONTH = '(?:januar|februar|marz|maerz|april|mai|juni|juli|august|september|oktober|november|dezember)'
const SEASON = '(?:woche|monat|jahr|fruhling|fruhjahr|sommer|herbst|winter)'
const PLACE = String.raw`(\p{Lu}[\p{L}'-]+(?:\s+(?:am |an der |im )?\p{Lu}[\p{L}'-]+){0,2})`

/** German: a qualified lead's questions and a showing request's replies. */
export default {
  read: {
    showing: /\b(?:besichtigung(?:en|stermin)?|besichtigen|vor ort (?:an)?sehen|(?:es|sie|das haus|die wohnung) (?:an)?sehen)\b/i,
    person: /\b(?:makler(?:in)?|berater(?:in)?|(?:einem|einer|echten) (?:menschen|person)|jemand(?:em|en)?|sprechen mit|rufen sie mich an)\b/i,
    sell: /\bverkaufen\b/i,
    rent: /\b(?:mieten|zur miete|zu vermieten|mietwohnung(?:en)?|miete)\b/i,
    buy: /\b(?:kaufen|kauf|zum verkauf|erwerben|eigenheim)\b/i,
    budget: String.raw`\b(?:budget(?: ist| von| liegt bei)?|bis(?: zu)?|unter|hochstens|maximal|nicht mehr als|finanzierungszusage (?:uber|bis))\s*(?:etwa|ungefahr|rund|ca\.)?\s*`,
    timeline: new RegExp(String.raw`\b(?:so schnell wie moglich|so bald wie moglich|sofort|umgehend|(?:diese[nrs]?) ${SEASON}|(?:nachste[nrs]?) ${SEASON}|(?:in|innerhalb) (?:der nachsten |von )?(?:\d{1,2}|einem|einer|ein|eine|zwei|drei|vier|sechs|ein paar|wenigen) (?:wochen?|monate?n?|jahre?n?)|(?:im|bis|ab) ${MONTH})\b`, 'i'),
    area: new RegExp(String.raw`\b(?:mochten|mochte|wollen|suche|suchen|wohnen|ziehen|umziehen|kaufen|mieten|hauser|haus|wohnungen?|gegend|viertel|stadtteil|lage)\b[^.?!\n]{0,30}?\b(?:in|um|bei|nahe|nach)\s+${PLACE}`, 'u'),
    notPreApproved: /\b(?:keine|noch keine) (?:finanzierungszusage|finanzierungsbestatigung|kreditzusage|vorabgenehmigung)\b|\b(?:nicht|noch nicht) (?:vorab )?(?:genehmigt|vorabgenehmigt)\b/i,
    preApproved: /\b(?:habe|haben) (?:schon |bereits )?(?:eine |die |unsere |meine )?(?:finanzierungszusage|finanzierungsbestatigung|kreditzusage|vorabgenehmigung)\b|\b(?:sind|bin) (?:schon |bereits )?(?:vorab genehmigt|vorabgenehmigt)\b|\bfinanzierung (?:ist |steht )?(?:gesichert|zugesagt)\b/i,
    notAPlace: new RegExp(`^(?:${MONTH}|der|die|das|dem|den|ein|eine|mein|meine|unser|unsere|MLS)\\b`, 'i'),
    times: /\b(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|\b(?:heute|morgen|ubermorgen|wochenende|unter der woche|vormittags?|nachmittags?|abends?|mittags?|jederzeit)\b|\b\d{1,2}(?::\d{2})?\s?uhr\b|\b\d{1,2}:\d{2}\b|\b\d{1,2}\.\d{1,2}\./i,
    when: { today: 'heute', tomorrow: '(?<!am )morgen(?!s)', morning: '\\p{L}*vormittags?|morgens', afternoon: '\\p{L}*nachmittags?|mittags?', evening: '\\p{L}*abends?', or: 'oder|,|;', at: 'um|nach|ab|vor|gegen' }
  },
  questions: {
    intent: 'Möchten Sie kaufen, mieten oder verkaufen?',
    budget: 'Welches Budget haben Sie im Sinn?',
    timeline: 'Wann möchten Sie umziehen?',
    area: 'Welche Gegend bevorzugen Sie?',
    preApproved: 'Haben Sie bereits eine Finanzierungszusage?',
    contact: 'Unter welcher E-Mail-Adresse oder Telefonnummer kann ein Makler Sie erreichen?'
  },
  ask: (questions) => `Damit ein Makler Ihnen bestmöglich helfen kann, darf ich fragen: ${questions.join(' ')} Teilen Sie nur, was Sie möchten; ich antworte Ihnen in jedem Fall weiter.`,
  showingAsk: (address, mls) => `Gern vereinbare ich eine Besichtigung von ${address} (MLS ${mls}). Welche Tage und Uhrzeiten passen Ihnen? Mehrere Möglichkeiten helfen, etwa „Samstagvormittag oder Montag nach 17 Uhr“.`,
  showingPassed: (address, mls, times) => `Vielen Dank! Ich habe Ihre Wunschzeiten für ${address} (MLS ${mls}) an unser Team weitergegeben: „${times}“.`,
  showingContact: (contact) => `Ein Makler bestätigt Ihnen die Besichtigung unter ${contact}, meist innerhalb eines Werktags.`,
  showingNoContact: 'Ein Makler bestätigt Ihnen die Besichtigung. Unter welcher E-Mail-Adresse oder Telefonnummer kann er Sie erreichen?'
} satisfies LeadPack
