import { languageCode } from '../i18n/languages.ts'

/** The words of cards and feedback, in English; the chunk that shows them loads only with an answer. */
export const richStrings = {
  homes: 'Homes in this answer',
  photoOf: 'Photo of',
  noPhoto: 'No photo yet',
  comingSoon: 'Coming soon',
  sold: 'Sold',
  perMonth: '/month',
  beds: 'bd',
  baths: 'ba',
  sqft: 'sq ft',
  /** the property types of PROPERTY_TYPES in this language, joined by |; empty shows the listing's own words */
  types: '',
  ask: 'Ask about this home',
  askAbout: 'Tell me more about MLS',
  showing: 'Schedule a showing',
  showingNote: 'I would like to schedule a showing of',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  tellMore: 'What could be better? (optional)',
  sendFeedback: 'Send',
  thanks: 'Thanks for your feedback.',
  previous: 'Previous homes',
  next: 'More homes'
}
export type RichStrings = typeof richStrings

/**
 * The same words in the panel's other languages (the cards chunk is loaded anyway; they are
 * small). A language without the area unit or the property types shows them in English.
 */
const TRANSLATIONS: Record<string, Omit<RichStrings, 'sqft' | 'types'> & Partial<RichStrings>> = {
  es: {
    homes: 'Viviendas en esta respuesta', photoOf: 'Foto de', noPhoto: 'Aún sin foto', comingSoon: 'Próximamente', sold: 'Vendida',
    perMonth: '/mes', beds: 'hab.', baths: 'baños',
    sqft: 'pies²', types: 'Casa|Condominio|Casa adosada|Apartamento|Multifamiliar',
    ask: 'Preguntar por esta vivienda', askAbout: 'Cuéntame más sobre MLS',
    showing: 'Agendar una visita', showingNote: 'Me gustaría agendar una visita a', helpful: 'Útil', notHelpful: 'No útil',
    tellMore: '¿Qué podría mejorar? (opcional)', sendFeedback: 'Enviar', thanks: 'Gracias por tu opinión.', previous: 'Viviendas anteriores', next: 'Más viviendas'
  },
  fr: {
    homes: 'Logements de cette réponse', photoOf: 'Photo de', noPhoto: 'Pas encore de photo', comingSoon: 'Bientôt disponible', sold: 'Vendu',
    perMonth: '/mois', beds: 'ch.', baths: 'sdb',
    sqft: 'pi²', types: 'Maison|Copropriété|Maison de ville|Appartement|Plurifamilial',
    ask: 'Poser une question sur ce logement', askAbout: 'Parlez-moi de l’annonce MLS',
    showing: 'Planifier une visite', showingNote: 'Je souhaite planifier une visite de', helpful: 'Utile', notHelpful: 'Pas utile',
    tellMore: 'Que pourrait-on améliorer ? (facultatif)', sendFeedback: 'Envoyer', thanks: 'Merci pour votre avis.', previous: 'Logements précédents', next: 'Plus de logements'
  },
  de: {
    homes: 'Immobilien in dieser Antwort', photoOf: 'Foto von', noPhoto: 'Noch kein Foto', comingSoon: 'Demnächst', sold: 'Verkauft',
    perMonth: '/Monat', beds: 'Zi.', baths: 'Bad',
    sqft: 'ft²', types: 'Einfamilienhaus|Eigentumswohnung|Reihenhaus|Wohnung|Mehrfamilienhaus',
    ask: 'Nach diesem Objekt fragen', askAbout: 'Erzähl mir mehr über MLS',
    showing: 'Besichtigung vereinbaren', showingNote: 'Ich möchte eine Besichtigung vereinbaren für', helpful: 'Hilfreich', notHelpful: 'Nicht hilfreich',
    tellMore: 'Was könnte besser sein? (optional)', sendFeedback: 'Senden', thanks: 'Danke für Ihr Feedback.', previous: 'Vorherige Immobilien', next: 'Weitere Immobilien'
  },
  pt: {
    homes: 'Imóveis nesta resposta', photoOf: 'Foto de', noPhoto: 'Ainda sem foto', comingSoon: 'Em breve', sold: 'Vendido',
    perMonth: '/mês', beds: 'qts', baths: 'banh.',
    sqft: 'pés²', types: 'Casa|Condomínio|Sobrado|Apartamento|Multifamiliar',
    ask: 'Perguntar sobre este imóvel', askAbout: 'Conte-me mais sobre o MLS',
    showing: 'Agendar uma visita', showingNote: 'Gostaria de agendar uma visita a', helpful: 'Útil', notHelpful: 'Não útil',
    tellMore: 'O que poderia melhorar? (opcional)', sendFeedback: 'Enviar', thanks: 'Obrigado pela sua opinião.', previous: 'Imóveis anteriores', next: 'Mais imóveis'
  },
  ar: {
    homes: 'العقارات في هذه الإجابة', photoOf: 'صورة', noPhoto: 'لا توجد صورة بعد', comingSoon: 'قريبًا', sold: 'مباع',
    perMonth: '/شهريًا', beds: 'غرف', baths: 'حمام',
    sqft: 'قدم²', types: 'منزل مستقل|شقة تمليك|تاون هاوس|شقة|متعدد الأسر',
    ask: 'اسأل عن هذا العقار', askAbout: 'أخبرني المزيد عن MLS',
    showing: 'حجز موعد معاينة', showingNote: 'أود حجز موعد لمعاينة', helpful: 'مفيد', notHelpful: 'غير مفيد',
    tellMore: 'ما الذي يمكن تحسينه؟ (اختياري)', sendFeedback: 'إرسال', thanks: 'شكرًا على رأيك.', previous: 'العقارات السابقة', next: 'المزيد من العقارات'
  },
  he: {
    homes: 'נכסים בתשובה זו', photoOf: 'תמונה של', noPhoto: 'אין תמונה עדיין', comingSoon: 'בקרוב', sold: 'נמכר',
    perMonth: '/חודש', beds: 'חד׳', baths: 'אמב׳',
    sqft: 'רגל²', types: 'בית פרטי|דירה בבית משותף|בית טורי|דירה|רב־משפחתי',
    ask: 'לשאול על הנכס', askAbout: 'ספר לי עוד על MLS',
    showing: 'לתאם ביקור', showingNote: 'אשמח לתאם ביקור ב', helpful: 'מועיל', notHelpful: 'לא מועיל',
    tellMore: 'מה אפשר לשפר? (לא חובה)', sendFeedback: 'שליחה', thanks: 'תודה על המשוב.', previous: 'הנכסים הקודמים', next: 'עוד נכסים'
  }
}

/** The property types a card names in the panel's language, each as its spellings (lower case, letters only), in the order of `types`. */
const PROPERTY_TYPES = ['singlefamily|house|singlefamilyresidence', 'condo|condominium', 'townhouse|townhome', 'apartment', 'multifamily']

/**
 * A listing's PropertyType in the panel's language when it is one of the common ones, as the
 * listing says it otherwise.
 *
 * @example
 * propertyTypeName('Single Family', richStringsFor('Spanish')) // 'Casa'
 * propertyTypeName('Farm', richStringsFor('Spanish')) // 'Farm'
 */
export function propertyTypeName(type: string, s: RichStrings): string {
  const spelled = type.toLowerCase().replace(/[^a-z]/g, '')
  const index = PROPERTY_TYPES.findIndex((spellings) => spellings.split('|').includes(spelled))
  return (index >= 0 && s.types.split('|')[index]) || type
}

/**
 * The cards' and feedback's words in the panel's language (the chatbot's AIResponseLanguage,
 * as for the rest of the panel).
 *
 * @example
 * richStringsFor('Spanish').ask // 'Preguntar por esta vivienda'
 */
export function richStringsFor(language: string): RichStrings {
  return { ...richStrings, ...TRANSLATIONS[languageCode(language)] }
}
