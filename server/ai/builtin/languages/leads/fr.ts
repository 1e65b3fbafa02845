import type { LeadPack } from './pack.ts'

const MONTH = '(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)'
const PLACE = String.raw`(\p{Lu}[\p{L}'-]+(?:\s+(?:de |du |la |sur )?\p{Lu}[\p{L}'-]+){0,2})`

/** French: a qualified lead's questions and a showing request's replies. */
export default {
  read: {
    showing: /\b(?:visites?|visiter|planifier une visite|(?:le|la) voir en personne|voir (?:le bien|la maison|l'appartement|le logement) en personne)\b/i,
    person: /\b(?:agent|conseiller|courtier|une (?:vraie )?personne|quelqu'un|parler (?:a|avec)|appelez-moi|rappelez-moi)\b/i,
    sell: /\bvendre (?:ma|mon|notre) (?:maison|appartement|logement|bien|propriete)\b|\b(?:veux|voulons|souhaite|souhaitons|voudrais|voudrions|aimerais|aimerions|cherche a|cherchons a|devons|dois) vendre\b/i,
    rent: /\b(?:louer|en location|a louer|location)\b/i,
    buy: /\b(?:acheter|achat|a vendre|en vente|primo-?accedants?)\b/i,
    budget: String.raw`\b(?:budget(?: est)?(?: de)?|jusqu'a|moins de|maximum(?: de)?|au maximum|pas plus de|pre-?approuve(?:e|s|es)? (?:pour|jusqu'a))\s*(?:environ|autour de|a peu pres)?\s*`,
    timeline: new RegExp(String.raw`\b(?:des que possible|au plus vite|immediatement|tout de suite|(?:cette|ce|cet) (?:semaine|mois|annee|printemps|ete|automne|hiver)|(?:la semaine|le mois|l'annee|le printemps|l'ete|l'automne|l'hiver) prochain(?:e)?|(?:dans|d'ici|sous) (?:les )?(?:\d{1,2}|un|une|deux|trois|quatre|six|quelques) (?:prochaines? |prochains )?(?:semaines?|mois|ans|annees?)|(?:en|d'ici|avant) ${MONTH})(?![\p{L}])`, 'iu'),
    area: new RegExp(String.raw`\b(?:cherche|cherchons|vivre|habiter|demenager|installer|acheter|louer|maisons?|appartements?|logements?|quartier|secteur)\b[^.?!\n]{0,30}?\b(?:a|en|pres de|autour de|dans|sur)\s+${PLACE}`, 'u'),
    notPreApproved: /\bpas (?:encore |toujours )?(?:ete |d')?(?:pre-?approuve\w*|accord de principe|pre-?approbation)|\bsans (?:accord de principe|pre-?approbation)\b/i,
    preApproved: /\b(?:suis|sommes|avons ete|ai ete)\s+pre-?approuve\w*|\b(?:ai|avons)\s+(?:deja\s+)?(?:un |une |notre |mon |ma )?(?:accord de principe|pre-?approbation|pret (?:deja )?accorde)\b/i,
    notAPlace: new RegExp(`^(?:${MONTH}|le|la|les|l|un|une|mon|ma|notre|MLS)\\b`, 'i'),
    times: /\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?\b|\b(?:aujourd'hui|ce soir|demain|apres-demain|week-?ends?|en semaine|matin(?:ee)?|apres-midi|soir(?:ee)?|midi|n'importe quand)\b|\b\d{1,2}\s?h(?:\s?\d{2})?\b|\b\d{1,2}:\d{2}\b|\b\d{1,2}\/\d{1,2}\b/i,
    when: { today: 'aujourd\'hui|ce soir', tomorrow: 'demain', morning: 'matin(?:ee)?s?', afternoon: 'apres-midi|midi', evening: 'soir(?:ee)?s?', or: 'ou|,|;', at: 'a|apres|avant|vers|des' }
  },
  questions: {
    intent: 'Souhaitez-vous acheter, louer ou vendre ?',
    budget: 'Quel budget envisagez-vous ?',
    timeline: 'Quand espérez-vous déménager ?',
    area: 'Quel secteur préférez-vous ?',
    preApproved: 'Avez-vous un accord de principe pour un prêt immobilier ?',
    contact: 'À quelle adresse e-mail ou à quel numéro de téléphone un agent peut-il vous joindre ?'
  },
  ask: (questions) => `Pour qu'un agent puisse vous aider au mieux, puis-je vous demander : ${questions.join(' ')} Ne partagez que ce que vous voulez ; je continue à vous répondre dans tous les cas.`,
  showingAsk: (address, mls) => `Avec plaisir, j'organise une visite de ${address} (MLS ${mls}). Quels jours et horaires vous conviennent ? Plusieurs options aident, par exemple « samedi matin ou lundi après 17 h ».`,
  showingPassed: (address, mls, times) => `Merci ! J'ai transmis vos horaires préférés pour ${address} (MLS ${mls}) à notre équipe : « ${times} ».`,
  showingContact: (contact) => `Un agent vous confirmera la visite à ${contact}, en général sous un jour ouvré.`,
  showingNoContact: 'Un agent vous confirmera la visite. À quelle adresse e-mail ou à quel numéro peut-il vous joindre ?'
} satisfies LeadPack
