/** The languages the built-in assistant reads and answers in. */
export type Lang = 'en' | 'es' | 'fr' | 'de' | 'pt'

/** Words common in questions of one language and rare in the others'. */
const MARKERS: Record<Lang, string[]> = {
  en: ['the', 'homes', 'house', 'houses', 'for', 'with', 'under', 'bedrooms', 'bedroom', 'rent', 'rentals', 'sale', 'show', 'me', 'what', 'you', 'have', 'and', 'any', 'is', 'are', 'please', 'of', 'to'],
  es: ['puedo', 'una', 'visita', 'agendar', 'usted', 'casas', 'busco', 'quiero', 'tienes', 'tienen', 'hay', 'venta', 'alquiler', 'alquilar', 'renta', 'habitaciones', 'habitación', 'dormitorios', 'recámaras', 'baños', 'más', 'mascotas', 'departamentos', 'departamento', 'pisos', 'hola', 'gracias', 'dónde', 'qué', 'cerca', 'playa', 'baratas', 'baratos', 'mes', 'muéstrame', 'los', 'las', 'con', 'por', 'el', 'en', 'y', 'del', 'cuáles', 'ciudades', 'hablar', 'persona', 'vendida', 'vendidas', 'nuevas', 'piscina'],
  fr: ['puis', 'visite', 'maison', 'maisons', 'je', 'cherche', 'vendre', 'louer', 'location', 'chambre', 'chambres', 'salle', 'salles', 'bain', 'moins', 'plus', 'avec', 'piscine', 'animaux', 'appartement', 'appartements', 'bonjour', 'merci', 'où', 'quelles', 'quels', 'près', 'plage', 'cher', 'chère', 'mois', 'des', 'les', 'à', 'et', 'une', 'vous', 'avez', 'villes', 'parler', 'jardin'],
  de: ['kann', 'besichtigung', 'haus', 'häuser', 'ich', 'suche', 'kaufen', 'verkaufen', 'mieten', 'miete', 'zimmer', 'schlafzimmer', 'schlafzimmern', 'badezimmer', 'unter', 'über', 'mit', 'schwimmbad', 'haustiere', 'wohnung', 'wohnungen', 'hallo', 'danke', 'wo', 'welche', 'nähe', 'strand', 'günstigste', 'günstigsten', 'monat', 'zeige', 'zeig', 'und', 'der', 'die', 'das', 'eine', 'im', 'zum', 'zur', 'gibt', 'es', 'habt', 'ihr', 'städte', 'sprechen', 'garten'],
  pt: ['posso', 'visita', 'casas', 'casa', 'piscina', 'apartamentos', 'procuro', 'quero', 'vocês', 'venda', 'alugar', 'aluguel', 'aluguer', 'quartos', 'banheiros', 'mais', 'animais', 'olá', 'oi', 'obrigado', 'obrigada', 'onde', 'quais', 'perto', 'praia', 'mês', 'mostre', 'com', 'em', 'uma', 'um', 'dos', 'das', 'não', 'cidades', 'falar', 'pessoa', 'têm', 'tem', 'quintal', 'baratas', 'baratos']
}

/**
 * The language a question is written in, by its words. A question with no telling word ("le
 * deuxième", "OK") keeps the conversation's language, `before`; otherwise English.
 *
 * @example
 * detectLanguage('Casas en venta en Austin con 3 habitaciones') // 'es'
 * detectLanguage('le deuxième', 'fr') // 'fr'
 */
export function detectLanguage(question: string, before: Lang = 'en'): Lang {
  const words = question.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean)
  let best: Lang = before
  let bestScore = before === 'en' ? 0 : 0.5
  for (const lang of Object.keys(MARKERS) as Lang[]) {
    const markers = new Set(MARKERS[lang])
    const score = words.filter((word) => markers.has(word)).length + (lang === 'en' ? 0.5 : 0)
    if (score > bestScore) [best, bestScore] = [lang, score]
  }
  return best
}

const NAMES: [RegExp, Lang][] = [
  [/^(?:english|inglés|ingles|anglais|englisch|inglês|en)\b/i, 'en'],
  [/^(?:spanish|español|espanol|castellano|espagnol|spanisch|espanhol|es)\b/i, 'es'],
  [/^(?:french|français|francais|francés|frances|französisch|francês|fr)\b/i, 'fr'],
  [/^(?:german|deutsch|alemán|aleman|allemand|alemão|de)\b/i, 'de'],
  [/^(?:portuguese|português|portugues|portugués|portugais|portugiesisch|pt)\b/i, 'pt']
]

/**
 * The language to answer in: the chatbot's AIResponseLanguage when it is one the assistant
 * speaks, otherwise the visitor's.
 *
 * @example
 * answerLanguage('Spanish', 'en') // 'es'
 * answerLanguage('', 'fr')        // 'fr'
 */
export function answerLanguage(setting: string, visitor: Lang): Lang {
  return NAMES.find(([re]) => re.test(setting.trim()))?.[1] ?? visitor
}

/** Each language's words for what the English reader understands, longest first where they overlap. */
const TO_ENGLISH: Record<Exclude<Lang, 'en'>, [string, string][]> = {
  es: [['a la venta', 'for sale'], ['en venta', 'for sale'], ['de venta', 'for sale'], ['venta', 'sale'], ['comprar', 'buy'],
    ['en alquiler', 'for rent'], ['de alquiler', 'for rent'], ['en renta', 'for rent'], ['alquileres', 'rentals'], ['alquiler', 'rent'], ['alquilar', 'rent'], ['renta', 'rent'], ['arriendo', 'rent'],
    ['habitaciones', 'bedrooms'], ['habitación', 'bedroom'], ['dormitorios', 'bedrooms'], ['dormitorio', 'bedroom'], ['recámaras', 'bedrooms'], ['recámara', 'bedroom'], ['baños', 'bathrooms'], ['baño', 'bathroom'],
    ['por debajo de', 'under'], ['menos de', 'under'], ['hasta', 'up to'], ['más de', 'over'], ['entre', 'between'],
    ['casas', 'homes'], ['casa', 'home'], ['apartamentos', 'apartments'], ['apartamento', 'apartment'], ['departamentos', 'apartments'], ['departamento', 'apartment'], ['pisos', 'apartments'], ['piso', 'apartment'],
    ['condominios', 'condos'], ['condominio', 'condo'], ['adosados', 'townhouses'], ['adosado', 'townhouse'], ['terrenos', 'land'], ['terreno', 'land'], ['estudio', 'studio'],
    ['cerca de', 'near'], ['en', 'in'], ['con', 'with'], ['sin', 'without'],
    ['las más baratas', 'cheapest'], ['los más baratos', 'cheapest'], ['la más barata', 'cheapest'], ['el más barato', 'cheapest'], ['más baratas', 'cheapest'], ['más baratos', 'cheapest'], ['más barata', 'cheapest'], ['más barato', 'cheapest'],
    ['más caras', 'most expensive'], ['más caros', 'most expensive'], ['más cara', 'most expensive'], ['más caro', 'most expensive'], ['más grandes', 'biggest'], ['más grande', 'biggest'], ['más nuevas', 'newest'], ['más nuevos', 'newest'],
    ['al mes', 'a month'], ['por mes', 'per month'], ['mensuales', 'a month'], ['mensual', 'a month'],
    ['hola', 'hello'], ['gracias', 'thanks'], ['adiós', 'goodbye'], ['qué ciudades', 'which cities'], ['cuáles ciudades', 'which cities'],
    ['muéstrame más', 'show more'], ['mostrar más', 'show more'], ['ver más', 'show more'], ['tienes', 'do you have'], ['tienen', 'do you have'], ['hay', 'any'], ['busco', 'looking for'], ['quiero', 'want'],
    ['obra nueva', 'new construction'], ['nueva construcción', 'new construction'], ['construidas después de', 'built after'], ['construidos después de', 'built after'], ['construida después de', 'built after'], ['construido después de', 'built after'],
    ['estacionamiento', 'parking'], ['aparcamiento', 'parking'], ['parqueadero', 'parking'], ['agendar una visita', 'schedule a showing'], ['una visita', 'a showing'],
    ['hablar con una persona', 'talk to a person'], ['hablar con un agente', 'talk to an agent'], ['hablar con alguien', 'talk to someone'], ['próximamente', 'coming soon'],
    ['vendidas', 'sold'], ['vendidos', 'sold'], ['vendida', 'sold'], ['vendido', 'sold'], ['metros cuadrados', 'm2'], ['seguro', 'safe'], ['segura', 'safe'], ['seguridad', 'safety'], ['escuelas', 'schools'], ['colegios', 'schools'], ['familias', 'families']],
  fr: [['à vendre', 'for sale'], ['en vente', 'for sale'], ['acheter', 'buy'], ['à louer', 'for rent'], ['en location', 'for rent'], ['locations', 'rentals'], ['location', 'rent'], ['louer', 'rent'],
    ['chambres', 'bedrooms'], ['chambre', 'bedroom'], ['salles de bains', 'bathrooms'], ['salles de bain', 'bathrooms'], ['salle de bains', 'bathroom'], ['salle de bain', 'bathroom'],
    ['moins de', 'under'], ['jusqu\'à', 'up to'], ['plus de', 'over'], ['entre', 'between'],
    ['maisons de ville', 'townhouses'], ['maison de ville', 'townhouse'], ['maisons', 'homes'], ['maison', 'home'], ['appartements', 'apartments'], ['appartement', 'apartment'], ['copropriétés', 'condos'], ['copropriété', 'condo'], ['terrains', 'land'], ['terrain', 'land'],
    ['près de', 'near'], ['à', 'in'], ['au', 'in'], ['avec', 'with'], ['sans', 'without'],
    ['les moins chères', 'cheapest'], ['les moins chers', 'cheapest'], ['la moins chère', 'cheapest'], ['le moins cher', 'cheapest'], ['moins chères', 'cheapest'], ['moins chers', 'cheapest'], ['moins chère', 'cheapest'], ['moins cher', 'cheapest'],
    ['les plus chères', 'most expensive'], ['les plus chers', 'most expensive'], ['la plus chère', 'most expensive'], ['le plus cher', 'most expensive'], ['la plus grande', 'biggest'], ['le plus grand', 'biggest'], ['les plus grandes', 'biggest'], ['les plus récentes', 'newest'], ['les plus récents', 'newest'],
    ['par mois', 'a month'], ['mensuel', 'a month'], ['bonjour', 'hello'], ['salut', 'hello'], ['merci', 'thanks'], ['au revoir', 'goodbye'], ['quelles villes', 'which cities'],
    ['montrez-moi plus', 'show more'], ['montre-moi plus', 'show more'], ['voir plus', 'show more'], ['plus de résultats', 'show more'],
    ['avez-vous', 'do you have'], ['vous avez', 'do you have'], ['y a-t-il', 'any'], ['je cherche', 'looking for'], ['construction neuve', 'new construction'], ['construites après', 'built after'], ['construits après', 'built after'], ['construite après', 'built after'], ['construit après', 'built after'],
    ['stationnement', 'parking'], ['une visite', 'a showing'], ['parler à une personne', 'talk to a person'], ['parler à un agent', 'talk to an agent'], ['parler à quelqu\'un', 'talk to someone'],
    ['bientôt disponible', 'coming soon'], ['vendues', 'sold'], ['vendus', 'sold'], ['vendue', 'sold'], ['vendu', 'sold'], ['mètres carrés', 'm2'], ['sûr', 'safe'], ['sûre', 'safe'], ['sécurité', 'safety'], ['écoles', 'schools'], ['familles', 'families']],
  de: [['zu verkaufen', 'for sale'], ['zum kauf', 'for sale'], ['kaufen', 'buy'], ['zur miete', 'for rent'], ['zu vermieten', 'for rent'], ['mietwohnungen', 'rental apartments'], ['mietwohnung', 'rental apartment'], ['mieten', 'rent'], ['miete', 'rent'],
    ['schlafzimmern', 'bedrooms'], ['schlafzimmer', 'bedrooms'], ['zimmern', 'bedrooms'], ['zimmer', 'bedrooms'], ['badezimmern', 'bathrooms'], ['badezimmer', 'bathrooms'], ['bädern', 'bathrooms'], ['bäder', 'bathrooms'],
    ['weniger als', 'under'], ['unter', 'under'], ['bis zu', 'up to'], ['bis', 'up to'], ['mehr als', 'over'], ['über', 'over'], ['zwischen', 'between'],
    ['reihenhäuser', 'townhouses'], ['reihenhaus', 'townhouse'], ['eigentumswohnungen', 'condos'], ['eigentumswohnung', 'condo'], ['häusern', 'homes'], ['häuser', 'homes'], ['haus', 'home'], ['wohnungen', 'apartments'], ['wohnung', 'apartment'], ['grundstücke', 'land'], ['grundstück', 'land'],
    ['in der nähe von', 'near'], ['mit', 'with'], ['ohne', 'without'],
    ['günstigsten', 'cheapest'], ['günstigste', 'cheapest'], ['billigsten', 'cheapest'], ['billigste', 'cheapest'], ['teuersten', 'most expensive'], ['teuerste', 'most expensive'], ['größten', 'biggest'], ['größte', 'biggest'], ['neuesten', 'newest'], ['neueste', 'newest'],
    ['pro monat', 'a month'], ['im monat', 'a month'], ['monatlich', 'a month'], ['guten tag', 'hello'], ['hallo', 'hello'], ['danke', 'thanks'], ['auf wiedersehen', 'goodbye'], ['tschüss', 'goodbye'], ['welche städte', 'which cities'],
    ['zeig mir mehr', 'show more'], ['zeige mehr', 'show more'], ['zeig mehr', 'show more'], ['mehr anzeigen', 'show more'], ['habt ihr', 'do you have'], ['haben sie', 'do you have'], ['gibt es', 'any'], ['ich suche', 'looking for'],
    ['gebaut nach', 'built after'], ['neubau', 'new construction'], ['altbau', 'historic'], ['stellplätze', 'parking'], ['stellplatz', 'parking'], ['parkplätze', 'parking'], ['parkplatz', 'parking'], ['eine besichtigung', 'a showing'], ['besichtigung', 'showing'],
    ['mit einer person sprechen', 'talk to a person'], ['mit einem menschen sprechen', 'talk to a person'], ['mit einem makler sprechen', 'talk to an agent'], ['demnächst', 'coming soon'], ['verkauft', 'sold'], ['quadratmeter', 'm2'],
    ['sicheres', 'safe'], ['sichere', 'safe'], ['sicher', 'safe'], ['sicherheit', 'safety'], ['schulen', 'schools'], ['familien', 'families']],
  pt: [['à venda', 'for sale'], ['a venda', 'for sale'], ['comprar', 'buy'], ['para alugar', 'for rent'], ['para arrendar', 'for rent'], ['aluguel', 'rent'], ['aluguer', 'rent'], ['alugar', 'rent'], ['arrendamento', 'rent'],
    ['quartos', 'bedrooms'], ['quarto', 'bedroom'], ['dormitórios', 'bedrooms'], ['banheiros', 'bathrooms'], ['banheiro', 'bathroom'], ['casas de banho', 'bathrooms'],
    ['menos de', 'under'], ['até', 'up to'], ['mais de', 'over'], ['entre', 'between'],
    ['casas', 'homes'], ['casa', 'home'], ['apartamentos', 'apartments'], ['apartamento', 'apartment'], ['sobrados', 'townhouses'], ['sobrado', 'townhouse'], ['terrenos', 'land'], ['terreno', 'land'],
    ['perto de', 'near'], ['perto da', 'near'], ['perto do', 'near'], ['em', 'in'], ['com', 'with'], ['sem', 'without'],
    ['mais baratas', 'cheapest'], ['mais baratos', 'cheapest'], ['mais barata', 'cheapest'], ['mais barato', 'cheapest'], ['mais caras', 'most expensive'], ['mais caros', 'most expensive'], ['mais cara', 'most expensive'], ['mais caro', 'most expensive'],
    ['maiores', 'biggest'], ['maior', 'biggest'], ['mais novas', 'newest'], ['mais novos', 'newest'], ['por mês', 'a month'], ['ao mês', 'a month'], ['mensal', 'a month'],
    ['olá', 'hello'], ['oi', 'hello'], ['obrigado', 'thanks'], ['obrigada', 'thanks'], ['tchau', 'goodbye'], ['quais cidades', 'which cities'], ['mostrar mais', 'show more'], ['ver mais', 'show more'], ['mostre mais', 'show more'],
    ['vocês têm', 'do you have'], ['vocês tem', 'do you have'], ['tem', 'any'], ['procuro', 'looking for'], ['quero', 'want'], ['construção nova', 'new construction'], ['construídas depois de', 'built after'], ['construídos depois de', 'built after'], ['construída depois de', 'built after'], ['construído depois de', 'built after'],
    ['estacionamento', 'parking'], ['uma visita', 'a showing'], ['falar com uma pessoa', 'talk to a person'], ['falar com um corretor', 'talk to an agent'], ['falar com alguém', 'talk to someone'],
    ['em breve', 'coming soon'], ['vendidas', 'sold'], ['vendidos', 'sold'], ['vendida', 'sold'], ['vendido', 'sold'], ['metros quadrados', 'm2'], ['seguro', 'safe'], ['segura', 'safe'], ['segurança', 'safety'], ['escolas', 'schools'], ['famílias', 'families']]
}

const NUMBER_WORDS: Record<Exclude<Lang, 'en'>, string[]> = {
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six'],
  de: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs'],
  pt: ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis']
}

/** Words for a listing's place in an answer ("the second one", ./listing-references.ts). */
const ORDINAL_WORDS: Record<Exclude<Lang, 'en'>, [string, string][]> = {
  es: [['primero', 'first'], ['primera', 'first'], ['primeros', 'first'], ['primeras', 'first'], ['segundo', 'second'], ['segunda', 'second'], ['tercero', 'third'], ['tercera', 'third'], ['último', 'last'], ['última', 'last']],
  fr: [['premier', 'first'], ['première', 'first'], ['premiers', 'first'], ['premières', 'first'], ['deuxième', 'second'], ['seconde', 'second'], ['troisième', 'third'], ['dernier', 'last'], ['dernière', 'last']],
  de: [['erste', 'first'], ['ersten', 'first'], ['erstes', 'first'], ['erster', 'first'], ['zweite', 'second'], ['zweiten', 'second'], ['zweites', 'second'], ['zweiter', 'second'],
    ['dritte', 'third'], ['dritten', 'third'], ['drittes', 'third'], ['dritter', 'third'], ['letzte', 'last'], ['letzten', 'last'], ['letztes', 'last'], ['letzter', 'last']],
  pt: [['primeiro', 'first'], ['primeira', 'first'], ['primeiros', 'first'], ['primeiras', 'first'], ['segundo', 'second'], ['segunda', 'second'], ['terceiro', 'third'], ['terceira', 'third'], ['último', 'last'], ['última', 'last']]
}

/**
 * "It" in a question about the listing just shown, as these languages ask it: "¿tiene piscina?",
 * "tem garagem?", "a-t-elle un jardin ?", "hat es einen Pool?". Spanish and Portuguese drop the
 * pronoun, so their verb counts only at the question's start and when it names no kind of
 * listing ("¿tiene casas en Miami?" and "tem apartamentos?" are searches).
 */
const ABOUT_IT: Record<Exclude<Lang, 'en'>, RegExp> = {
  es: /^(\s*¿?\s*)tiene(?![\p{L}])(?!.*(?<![\p{L}])(?:casas?|viviendas?|pisos|apartamentos?|departamentos?|propiedades|anuncios|terrenos?|condominios?)(?![\p{L}]))/iu,
  pt: /^(\s*)tem(?![\p{L}])(?!.*(?<![\p{L}])(?:casas?|imóveis|apartamentos?|terrenos?|propriedades|anúncios|sobrados?)(?![\p{L}]))/iu,
  fr: /(^|[^\p{L}])(?:a-t-(?:elle|il)|est-ce\s+qu'(?:elle|il)\s+a)(?![\p{L}])/iu,
  de: /(^|[^\p{L}])hat\s+(?:es|sie|das\s+haus|die\s+wohnung)(?![\p{L}])/iu
}

const word = (text: string) => new RegExp(`(?<![\\p{L}'-])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}(?![\\p{L}])`, 'giu')
const RULES = Object.fromEntries(Object.entries(TO_ENGLISH).map(([lang, pairs]) => [
  lang,
  [...pairs, ...ORDINAL_WORDS[lang as Exclude<Lang, 'en'>]].sort((a, b) => b[0].length - a[0].length).map(([from, to]) => [word(from), to] as const)
])) as Record<Exclude<Lang, 'en'>, (readonly [RegExp, string])[]>

/**
 * The question in the English the reader understands: its words for sale, rent, rooms,
 * prices, property types and small talk replaced, and "500.000" written "500000".
 * Place names and the rest are kept as they are.
 *
 * @example
 * toEnglish('Casas en venta en Austin con dos habitaciones por menos de 500.000', 'es')
 * // 'homes for sale in Austin with 2 bedrooms por under 500000'
 */
export function toEnglish(question: string, lang: Lang): string {
  if (lang === 'en') return question
  let text = question.replace(/\b(\d{1,3})((?:\.\d{3})+)\b(?!\.\d)/g, (_, head: string, tail: string) => head + tail.replace(/\./g, ''))
  text = text.replace(/(?<![\p{L}])(?:mil)(?![\p{L}])/giu, 'thousand').replace(/(?<![\p{L}])(?:millones|millions|millionen|milhões|mio\.?)(?![\p{L}])/giu, 'million')
  NUMBER_WORDS[lang].forEach((name, value) => { text = text.replace(word(name), String(value)) })
  text = text.replace(ABOUT_IT[lang], '$1does it have')
  for (const [re, to] of RULES[lang]) text = text.replace(re, to)
  // "entre 300 y 500", "zwischen 300 und 500": the and of a range.
  return text.replace(/\bbetween\s+(\S+)\s+(?:y|et|und|e)\s+/giu, 'between $1 and ')
}
