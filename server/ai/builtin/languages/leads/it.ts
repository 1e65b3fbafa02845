import type { LeadPack } from './pack.ts'

const MONTH = '(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)'
const SEASON = '(?:settimana|mese|anno|primavera|estate|autunno|inverno)'
const PLACE = String.raw`(\p{Lu}[\p{L}'-]+(?:\s+(?:di |del |sul )?\p{Lu}[\p{L}'-]+){0,2})`

/** Italian: a qualified lead's questions and a showing request's replies. */
export default {
  read: {
    showing: /\b(?:visite?|visitare|visitarla|visitarlo|prenotare una visita|veder(?:la|lo) di persona|vedere (?:la casa|l'immobile|l'appartamento) di persona)\b/i,
    person: /\b(?:agente|consulente|(?:una|qualche) persona|qualcuno|parlare con|chiamami|richiamami)\b/i,
    sell: /\bvendere (?:la mia|il mio|la nostra|il nostro) (?:casa|appartamento|immobile|proprieta)\b|\b(?:voglio|vogliamo|vorrei|vorremmo|devo|dobbiamo|pensiamo di|intendo|intendiamo) vendere\b/i,
    rent: /\b(?:affittare|in affitto|da affittare|affitto|locazione)\b/i,
    buy: /\b(?:comprare|acquistare|acquisto|in vendita|prima casa)\b/i,
    budget: String.raw`\b(?:budget(?: e)?(?: di)?|fino a|meno di|massimo(?: di)?|al massimo|non piu di|pre-?approvat[oi] (?:per|fino a))\s*(?:circa|intorno a|sui)?\s*`,
    timeline: new RegExp(String.raw`\b(?:il prima possibile|al piu presto|subito|immediatamente|(?:questa|questo|quest') ?${SEASON}|(?:la|il|l') ?prossim[oa] ${SEASON}|(?:la|il|l') ?${SEASON} prossim[oa]|(?:tra|fra|entro) (?:i prossimi |le prossime )?(?:\d{1,2}|un|una|uno|due|tre|quattro|sei|qualche|pochi) (?:settimane?|mesi?|anni?)|(?:a|entro|per|prima di) ${MONTH})\b`, 'i'),
    area: new RegExp(String.raw`\b(?:cerco|cerchiamo|vivere|abitare|trasferirci|trasferirmi|comprare|affittare|case|casa|appartamenti?|immobili|quartiere|zona)\b[^.?!\n]{0,30}?\b(?:a|in|in zona|vicino a|nei pressi di)\s+${PLACE}`, 'u'),
    notPreApproved: /\bnon\b[^.?!]{0,25}?\bpre-?approva(?:t[oaie]|zione)\b|\bsenza pre-?approvazione\b/i,
    preApproved: /\b(?:sono|siamo)\s+(?:gia\s+)?pre-?approvat[oaie]\b|\b(?:ho|abbiamo)\s+(?:gia\s+)?(?:un |una |la |il )?(?:pre-?approvazione|mutuo (?:gia )?(?:pre-?)?approvato|delibera del mutuo)\b/i,
    notAPlace: new RegExp(`^(?:${MONTH}|il|lo|la|i|gli|le|un|una|mio|mia|nostro|nostra|MLS)\\b`, 'i'),
    times: /\b(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)\b|\b(?:oggi|stasera|domani|dopodomani|fine settimana|weekend|in settimana|mattin[ao]|pomeriggio|sera|mezzogiorno|in qualsiasi momento)\b|\b(?:alle|dalle) \d{1,2}(?::\d{2})?\b|\b\d{1,2}:\d{2}\b|\b\d{1,2}\/\d{1,2}\b/i,
    when: { today: 'oggi|stasera', tomorrow: '(?<!dopo)domani', morning: 'mattin[ao]|mattinata', afternoon: 'pomeriggio|mezzogiorno', evening: 'sera|serata|stasera', or: 'o|oppure|,|;', at: 'alle|dopo le|prima delle|dalle|verso le' }
  },
  questions: {
    intent: 'Vuoi comprare, affittare o vendere?',
    budget: 'Che budget hai in mente?',
    timeline: 'Quando speri di trasferirti?',
    area: 'Quale zona preferisci?',
    preApproved: 'Hai già un mutuo pre-approvato?',
    contact: 'A quale indirizzo e-mail o numero di telefono può contattarti un agente?'
  },
  ask: (questions) => `Perché un agente possa aiutarti al meglio, posso chiederti: ${questions.join(' ')} Condividi solo ciò che vuoi; continuerò a risponderti in ogni caso.`,
  showingAsk: (address, mls) => `Organizzo volentieri una visita a ${address} (MLS ${mls}). Quali giorni e orari ti vanno bene? Più opzioni aiutano, ad esempio «sabato mattina o lunedì dopo le 17».`,
  showingPassed: (address, mls, times) => `Grazie! Ho passato i tuoi orari preferiti per ${address} (MLS ${mls}) al nostro team: «${times}».`,
  showingContact: (contact) => `Un agente ti confermerà la visita a ${contact}, di solito entro un giorno lavorativo.`,
  showingNoContact: 'Un agente ti confermerà la visita. A quale indirizzo e-mail o numero di telefono può contattarti?'
} satisfies LeadPack
