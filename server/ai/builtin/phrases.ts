import type { ListingSort } from '../../store/listing-search.ts'
import type { Lang } from './language.ts'

/** Everything the built-in assistant says in words, in each language it answers in. */
export interface Phrases {
  /** the search nouns and links: "homes", "for sale", "in Austin", "with 3 bedrooms" */
  homes: string
  forSale: string
  forRent: string
  inPlace: (place: string) => string
  withBedrooms: (n: number) => string
  atLeastBedrooms: (n: number) => string
  upTo: (money: string) => string
  from: (money: string) => string
  between: (low: string, high: string) => string
  perMonth: string
  bd: string
  ba: string
  /** `total` is a number, or "100+" past the count's cap */
  found: (total: number | string, what: string) => string
  foundOne: (what: string) => string
  firstOf: (shown: number, order: string) => string
  page: (what: string, from: number, to: number, total: number | string, order: string) => string
  order: Partial<Record<ListingSort, string>>
  showMore: (next: number) => string
  askByMls: string
  allShown: (total: number, what: string) => string
  none: (what: string) => string
  closest: (what: string, total: number) => string
  closestMore: (from: number, to: number, total: number) => string
  placesAre: (places: string) => string
  noPlace: (place: string) => string
  notFound: (named: string) => string
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
  hello: string
  thanks: string
  goodbye: string
}

/** "1 bedroom", "3 bedrooms": a count with its noun. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

const en: Phrases = {
  homes: 'homes', forSale: 'for sale', forRent: 'for rent', inPlace: (p) => `in ${p}`,
  withBedrooms: (n) => `with ${plural(n, 'bedroom', 'bedrooms')}`, atLeastBedrooms: (n) => `with at least ${plural(n, 'bedroom', 'bedrooms')}`,
  upTo: (m) => `up to ${m}`, from: (m) => `from ${m}`, between: (a, b) => `between ${a} and ${b}`, perMonth: '/month', bd: 'bd', ba: 'ba',
  found: (total, what) => `I found **${total} ${what}**`,
  foundOne: (what) => `I found one listing for **${what}**:`,
  firstOf: (shown, order) => `. Here are the first ${shown}${order}:`,
  page: (what, from, to, total, order) => from === to ? `Here is number ${from} of the ${total} ${what}${order}:` : `Here are numbers ${from} to ${to} of the ${total} ${what}${order}:`,
  order: { price_asc: ', cheapest first', price_desc: ', most expensive first', largest: ', largest first', smallest: ', smallest first', newest: ', newest on the market first', built: ', newest built first' },
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
  fairHousing: 'I can only tell you what each listing itself says about the home — not who lives in an area, its schools or its safety. For those, official sources such as the school district and local authorities can help.',
  cannot: 'I\'m an automated assistant, so I can\'t arrange showings, answer for the office or speak to policies that the listings don\'t state.',
  pointer: (person) => person
    ? 'Use the **Talk to a person** button in this chat and a member of our team will get back to you by e-mail.'
    : 'Please contact the office through this website — its contact page has the details.',
  fallback: 'Sorry, I can\'t help with that.',
  whichOne: (n) => `Which of the ${n} homes do you mean? Say “the first one”, “number 2” and so on, or give me its MLS number.`,
  mentions: (n) => `**Yes** — this listing mentions ${n.join(' and ')}.`, mentionsNone: (n) => `Nothing in this listing mentions ${n.join(' or ')}.`,
  sideBySide: (n) => `Here are the ${n} homes side by side:`,
  hello: 'Hello! ', thanks: 'You\'re welcome! Let me know if you\'d like to look at more homes.', goodbye: 'Goodbye, and good luck with your search!'
}

const es: Phrases = {
  homes: 'viviendas', forSale: 'en venta', forRent: 'en alquiler', inPlace: (p) => `en ${p}`,
  withBedrooms: (n) => `con ${plural(n, 'habitación', 'habitaciones')}`, atLeastBedrooms: (n) => `con al menos ${plural(n, 'habitación', 'habitaciones')}`,
  upTo: (m) => `hasta ${m}`, from: (m) => `desde ${m}`, between: (a, b) => `entre ${a} y ${b}`, perMonth: '/mes', bd: 'hab.', ba: 'baños',
  found: (total, what) => `Encontré **${total} ${what}**`,
  foundOne: (what) => `Encontré un anuncio de **${what}**:`,
  firstOf: (shown, order) => `. Aquí están los primeros ${shown}${order}:`,
  page: (what, from, to, total, order) => `Aquí están ${what} ${from} a ${to} de ${total}${order}:`,
  order: { price_asc: ', de menor a mayor precio', price_desc: ', de mayor a menor precio', largest: ', de mayor a menor tamaño', newest: ', los más recientes primero' },
  showMore: (next) => `Escribe **“ver más”** para ver los siguientes ${next}, o afina la búsqueda por precio o habitaciones.`,
  askByMls: 'Pregúntame por cualquiera de ellos con su número MLS para ver todos los detalles.',
  allShown: (total, what) => (total === 1 ? `Eso es todo: ya te mostré el único anuncio de ${what}.` : `Eso es todo: ya te mostré las ${total} ${what}.`),
  none: (what) => `No encontré ${what} en este momento.`,
  closest: (what, total) => `Lo más parecido son ${what} (${total} en total); los más asequibles:`,
  closestMore: (from, to, total) => `Más resultados parecidos, ${from} a ${to} de ${total}:`,
  placesAre: (places) => `Las viviendas de este sitio están en ${places}.`,
  noPlace: (place) => `No tengo anuncios en ${place}.`,
  notFound: (named) => `No encontré ningún anuncio con ${named}. Revísalo, o pídeme buscar por ciudad, precio o habitaciones.`,
  fairHousing: 'Solo puedo contarte lo que dice cada anuncio sobre la vivienda, no quién vive en una zona, sus escuelas ni su seguridad. Para eso, consulta fuentes oficiales como el distrito escolar y las autoridades locales.',
  cannot: 'Soy un asistente automático: no puedo organizar visitas ni responder por la oficina sobre condiciones que los anuncios no indican.',
  pointer: (person) => person
    ? 'Usa el botón **Hablar con una persona** de este chat y alguien del equipo te responderá por correo.'
    : 'Contacta con la oficina a través de este sitio web, en su página de contacto.',
  fallback: 'Lo siento, no puedo ayudarte con eso. Soy un asistente automático que solo conoce las viviendas anunciadas aquí: puedo buscarlas por ciudad, precio, habitaciones, tipo, características, en venta o en alquiler.',
  whichOne: (n) => `¿A cuál de las ${n} viviendas te refieres? Di “la primera”, “la segunda”… o dame su número MLS.`,
  mentions: (n) => `**Sí**, este anuncio menciona: ${n.join(' y ')}.`, mentionsNone: (n) => `Este anuncio no menciona: ${n.join(' ni ')}.`,
  sideBySide: (n) => `Aquí tienes las ${n} viviendas lado a lado:`,
  hello: '¡Hola! ', thanks: '¡De nada! Dime si quieres ver más viviendas.', goodbye: '¡Adiós, y suerte con tu búsqueda!'
}

const fr: Phrases = {
  homes: 'logements', forSale: 'à vendre', forRent: 'à louer', inPlace: (p) => `à ${p}`,
  withBedrooms: (n) => `avec ${plural(n, 'chambre', 'chambres')}`, atLeastBedrooms: (n) => `avec au moins ${plural(n, 'chambre', 'chambres')}`,
  upTo: (m) => `jusqu'à ${m}`, from: (m) => `à partir de ${m}`, between: (a, b) => `entre ${a} et ${b}`, perMonth: '/mois', bd: 'ch.', ba: 'sdb',
  found: (total, what) => `J'ai trouvé **${total} ${what}**`,
  foundOne: (what) => `J'ai trouvé une annonce pour **${what}** :`,
  firstOf: (shown, order) => `. Voici les ${shown} premiers${order} :`,
  page: (what, from, to, total, order) => `Voici ${what} ${from} à ${to} sur ${total}${order} :`,
  order: { price_asc: ', du moins cher au plus cher', price_desc: ', du plus cher au moins cher', largest: ', du plus grand au plus petit', newest: ', les plus récents d\'abord' },
  showMore: (next) => `Écrivez **« voir plus »** pour voir les ${next} suivants, ou précisez le prix ou le nombre de chambres.`,
  askByMls: 'Demandez-moi n\'importe lequel par son numéro MLS pour tous les détails.',
  allShown: (total, what) => (total === 1 ? `C'est tout : je vous ai montré la seule annonce de ${what}.` : `C'est tout : je vous ai montré les ${total} ${what}.`),
  none: (what) => `Je n'ai trouvé aucun résultat pour ${what} pour le moment.`,
  closest: (what, total) => `Les plus proches sont ${what} (${total} au total) ; les plus abordables :`,
  closestMore: (from, to, total) => `D'autres résultats proches, ${from} à ${to} sur ${total} :`,
  placesAre: (places) => `Les logements proposés ici se trouvent à ${places}.`,
  noPlace: (place) => `Je n'ai aucune annonce à ${place}.`,
  notFound: (named) => `Je n'ai trouvé aucune annonce avec ${named}. Vérifiez-le, ou demandez-moi une recherche par ville, prix ou chambres.`,
  fairHousing: 'Je peux seulement vous dire ce que chaque annonce dit du logement, pas qui vit dans un quartier, ses écoles ni sa sécurité. Pour cela, les sources officielles comme le district scolaire et les autorités locales peuvent vous aider.',
  cannot: 'Je suis un assistant automatique : je ne peux pas organiser de visites ni répondre pour l\'agence sur des conditions que les annonces n\'indiquent pas.',
  pointer: (person) => person
    ? 'Utilisez le bouton **Parler à une personne** de ce chat et un membre de l\'équipe vous répondra par e-mail.'
    : 'Contactez l\'agence via ce site, sur sa page de contact.',
  fallback: 'Désolé, je ne peux pas vous aider pour cela. Je suis un assistant automatique qui ne connaît que les logements proposés ici : je peux les chercher par ville, prix, chambres, type, équipements, à vendre ou à louer.',
  whichOne: (n) => `Duquel des ${n} logements parlez-vous ? Dites « le premier », « le deuxième »… ou donnez-moi son numéro MLS.`,
  mentions: (n) => `**Oui**, cette annonce mentionne : ${n.join(' et ')}.`, mentionsNone: (n) => `Cette annonce ne mentionne pas : ${n.join(' ni ')}.`,
  sideBySide: (n) => `Voici les ${n} logements côte à côte :`,
  hello: 'Bonjour ! ', thanks: 'Avec plaisir ! Dites-moi si vous voulez voir d\'autres logements.', goodbye: 'Au revoir, et bonne recherche !'
}

const de: Phrases = {
  homes: 'Immobilien', forSale: 'zum Kauf', forRent: 'zur Miete', inPlace: (p) => `in ${p}`,
  withBedrooms: (n) => `mit ${plural(n, 'Schlafzimmer', 'Schlafzimmern')}`, atLeastBedrooms: (n) => `mit mindestens ${plural(n, 'Schlafzimmer', 'Schlafzimmern')}`,
  upTo: (m) => `bis ${m}`, from: (m) => `ab ${m}`, between: (a, b) => `zwischen ${a} und ${b}`, perMonth: '/Monat', bd: 'SZ', ba: 'Bad',
  found: (total, what) => `Ich habe **${total} ${what}** gefunden`,
  foundOne: (what) => `Ich habe ein Angebot für **${what}** gefunden:`,
  firstOf: (shown, order) => `. Hier sind die ersten ${shown}${order}:`,
  page: (what, from, to, total, order) => `Hier sind ${what} ${from} bis ${to} von ${total}${order}:`,
  order: { price_asc: ', günstigste zuerst', price_desc: ', teuerste zuerst', largest: ', größte zuerst', newest: ', neueste zuerst' },
  showMore: (next) => `Schreiben Sie **„mehr anzeigen“** für die nächsten ${next}, oder grenzen Sie nach Preis oder Zimmern ein.`,
  askByMls: 'Fragen Sie mich nach einem Angebot mit seiner MLS-Nummer, um alle Details zu sehen.',
  allShown: (total, what) => (total === 1 ? `Das ist alles: Ich habe das einzige Angebot für ${what} gezeigt.` : `Das sind alle: Ich habe alle ${total} ${what} gezeigt.`),
  none: (what) => `Ich habe gerade keine ${what} gefunden.`,
  closest: (what, total) => `Am nächsten kommen ${what} (${total} insgesamt); die günstigsten:`,
  closestMore: (from, to, total) => `Weitere ähnliche Angebote, ${from} bis ${to} von ${total}:`,
  placesAre: (places) => `Die Immobilien hier liegen in ${places}.`,
  noPlace: (place) => `Ich habe keine Angebote in ${place}.`,
  notFound: (named) => `Ich habe kein Angebot mit ${named} gefunden. Bitte prüfen Sie die Angabe, oder suchen Sie nach Stadt, Preis oder Zimmern.`,
  fairHousing: 'Ich kann nur sagen, was jedes Angebot selbst über die Immobilie sagt — nicht, wer in einer Gegend wohnt, wie ihre Schulen sind oder wie sicher sie ist. Dafür helfen offizielle Quellen wie der Schulbezirk und die örtlichen Behörden.',
  cannot: 'Ich bin ein automatischer Assistent: Ich kann keine Besichtigungen vereinbaren und nicht für das Büro über Bedingungen sprechen, die nicht im Angebot stehen.',
  pointer: (person) => person
    ? 'Nutzen Sie die Schaltfläche **Mit einem Menschen sprechen** in diesem Chat; jemand aus dem Team meldet sich per E-Mail.'
    : 'Bitte kontaktieren Sie das Büro über die Kontaktseite dieser Website.',
  fallback: 'Dabei kann ich leider nicht helfen. Ich bin ein automatischer Assistent, der nur die hier angebotenen Immobilien kennt: Ich suche sie nach Stadt, Preis, Zimmern, Art, Ausstattung, zum Kauf oder zur Miete.',
  whichOne: (n) => `Welches der ${n} Angebote meinen Sie? Sagen Sie „das erste“, „das zweite“ … oder nennen Sie mir die MLS-Nummer.`,
  mentions: (n) => `**Ja**, diese Anzeige erwähnt: ${n.join(' und ')}.`, mentionsNone: (n) => `Diese Anzeige erwähnt nicht: ${n.join(' oder ')}.`,
  sideBySide: (n) => `Hier sind die ${n} Angebote im Vergleich:`,
  hello: 'Hallo! ', thanks: 'Gern geschehen! Sagen Sie Bescheid, wenn Sie weitere Immobilien sehen möchten.', goodbye: 'Auf Wiedersehen und viel Erfolg bei der Suche!'
}

const pt: Phrases = {
  homes: 'imóveis', forSale: 'à venda', forRent: 'para alugar', inPlace: (p) => `em ${p}`,
  withBedrooms: (n) => `com ${plural(n, 'quarto', 'quartos')}`, atLeastBedrooms: (n) => `com pelo menos ${plural(n, 'quarto', 'quartos')}`,
  upTo: (m) => `até ${m}`, from: (m) => `a partir de ${m}`, between: (a, b) => `entre ${a} e ${b}`, perMonth: '/mês', bd: 'qts', ba: 'banh.',
  found: (total, what) => `Encontrei **${total} ${what}**`,
  foundOne: (what) => `Encontrei um anúncio de **${what}**:`,
  firstOf: (shown, order) => `. Aqui estão os primeiros ${shown}${order}:`,
  page: (what, from, to, total, order) => `Aqui estão ${what} ${from} a ${to} de ${total}${order}:`,
  order: { price_asc: ', do mais barato ao mais caro', price_desc: ', do mais caro ao mais barato', largest: ', do maior ao menor', newest: ', os mais recentes primeiro' },
  showMore: (next) => `Escreva **“ver mais”** para ver os próximos ${next}, ou refine por preço ou quartos.`,
  askByMls: 'Pergunte-me sobre qualquer um pelo número MLS para ver todos os detalhes.',
  allShown: (total, what) => (total === 1 ? `É tudo: já mostrei o único anúncio de ${what}.` : `É tudo: já mostrei os ${total} ${what}.`),
  none: (what) => `Não encontrei ${what} neste momento.`,
  closest: (what, total) => `Os mais próximos são ${what} (${total} no total); os mais acessíveis:`,
  closestMore: (from, to, total) => `Mais resultados próximos, ${from} a ${to} de ${total}:`,
  placesAre: (places) => `Os imóveis anunciados aqui ficam em ${places}.`,
  noPlace: (place) => `Não tenho anúncios em ${place}.`,
  notFound: (named) => `Não encontrei nenhum anúncio com ${named}. Verifique, ou peça-me para buscar por cidade, preço ou quartos.`,
  fairHousing: 'Só posso dizer o que cada anúncio diz sobre o imóvel — não quem mora numa região, as suas escolas ou a sua segurança. Para isso, fontes oficiais como a secretaria de educação e as autoridades locais podem ajudar.',
  cannot: 'Sou um assistente automático: não posso marcar visitas nem responder pelo escritório sobre condições que os anúncios não indicam.',
  pointer: (person) => person
    ? 'Use o botão **Falar com uma pessoa** neste chat e alguém da equipe responderá por e-mail.'
    : 'Contate o escritório pela página de contato deste site.',
  fallback: 'Desculpe, não posso ajudar com isso. Sou um assistente automático que só conhece os imóveis anunciados aqui: posso buscá-los por cidade, preço, quartos, tipo, características, à venda ou para alugar.',
  whichOne: (n) => `Qual dos ${n} imóveis você quer dizer? Diga “o primeiro”, “o segundo”… ou me informe o número MLS.`,
  mentions: (n) => `**Sim**, este anúncio menciona: ${n.join(' e ')}.`, mentionsNone: (n) => `Este anúncio não menciona: ${n.join(' nem ')}.`,
  sideBySide: (n) => `Aqui estão os ${n} imóveis lado a lado:`,
  hello: 'Olá! ', thanks: 'De nada! Diga-me se quiser ver mais imóveis.', goodbye: 'Tchau, e boa sorte na sua busca!'
}

/** The phrases of each language. */
export const PHRASES: Record<Lang, Phrases> = { en, es, fr, de, pt }
