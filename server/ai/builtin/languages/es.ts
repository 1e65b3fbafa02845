import { LANGUAGE_NAMES } from '../../../../src/shared/language-names.ts'
import { pluralIn } from './numbers.ts'
import type { LanguagePack } from './pack.ts'
import leads from './leads/es.ts'

const LOCALE = 'es-ES'
const { count: plural, word } = pluralIn(LOCALE)

/** Spanish: everything the built-in assistant reads and writes in it. */
export default {
  locale: LOCALE,
  names: LANGUAGE_NAMES.es,
  markers: ['puedo', 'una', 'visita', 'agendar', 'usted', 'casas', 'busco', 'quiero', 'tienes', 'tienen', 'hay', 'venta', 'alquiler', 'alquilar', 'renta', 'habitaciones', 'habitación', 'dormitorios', 'recámaras', 'baños', 'más', 'mascotas', 'departamentos', 'departamento', 'pisos', 'hola', 'gracias', 'dónde', 'qué', 'cerca', 'playa', 'baratas', 'baratos', 'mes', 'muéstrame', 'los', 'las', 'con', 'por', 'el', 'en', 'y', 'del', 'cuáles', 'ciudades', 'hablar', 'persona', 'vendida', 'vendidas', 'nuevas', 'piscina', 'cuéntame', 'dime', 'sobre', 'para', 'gustaría'],
  numberWords: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'],
  lexicon: [['más baratos que', 'cheaper than'], ['más baratas que', 'cheaper than'], ['más barato que', 'cheaper than'], ['más barata que', 'cheaper than'], ['más grandes que', 'bigger than'], ['más grande que', 'bigger than'], ['más caro que', 'more expensive than'], ['más cara que', 'more expensive than'], ['cuál', 'which'], ['cual', 'which'], ['olvídate de', 'forget'], ['olvida', 'forget'], ['no importa', 'never mind'], ['cualquier precio', 'any price'], ['a la venta', 'for sale'], ['en venta', 'for sale'], ['de venta', 'for sale'], ['venta', 'sale'], ['comprar', 'buy'],
    ['en alquiler', 'for rent'], ['de alquiler', 'for rent'], ['en renta', 'for rent'], ['alquileres', 'rentals'], ['alquiler', 'rent'], ['alquilar', 'rent'], ['renta', 'rent'], ['arriendo', 'rent'],
    ['habitaciones', 'bedrooms'], ['habitación', 'bedroom'], ['dormitorios', 'bedrooms'], ['dormitorio', 'bedroom'], ['recámaras', 'bedrooms'], ['recámara', 'bedroom'], ['baños', 'bathrooms'], ['baño', 'bathroom'],
    ['casas', 'homes'], ['casa', 'home'], ['apartamentos', 'apartments'], ['apartamento', 'apartment'], ['departamentos', 'apartments'], ['departamento', 'apartment'], ['pisos', 'apartments'], ['piso', 'apartment'],
    ['condominios', 'condos'], ['condominio', 'condo'], ['adosados', 'townhouses'], ['adosado', 'townhouse'], ['terrenos', 'land'], ['terreno', 'land'], ['estudio', 'studio'],
    ['cerca de', 'near'], ['en', 'in'], ['con', 'with'], ['sin', 'without'],
    ['las más baratas', 'cheapest'], ['los más baratos', 'cheapest'], ['la más barata', 'cheapest'], ['el más barato', 'cheapest'], ['más baratas', 'cheapest'], ['más baratos', 'cheapest'], ['más barata', 'cheapest'], ['más barato', 'cheapest'],
    ['más caras', 'most expensive'], ['más caros', 'most expensive'], ['más cara', 'most expensive'], ['más caro', 'most expensive'], ['más grandes', 'biggest'], ['más grande', 'biggest'], ['más nuevas', 'newest'], ['más nuevos', 'newest'],
    ['hola', 'hello'], ['gracias', 'thanks'], ['adiós', 'goodbye'], ['qué ciudades', 'which cities'], ['cuáles ciudades', 'which cities'],
    ['muéstrame más', 'show more'], ['mostrar más', 'show more'], ['ver más', 'show more'], ['tienes', 'do you have'], ['tienen', 'do you have'], ['hay', 'any'], ['busco', 'looking for'], ['quiero', 'want'],
    ['obra nueva', 'new construction'], ['nueva construcción', 'new construction'], ['construidas después de', 'built after'], ['construidos después de', 'built after'], ['construida después de', 'built after'], ['construido después de', 'built after'],
    ['estacionamiento', 'parking'], ['aparcamiento', 'parking'], ['parqueadero', 'parking'], ['agendar una visita', 'schedule a showing'], ['una visita', 'a showing'],
    ['hablar con una persona', 'talk to a person'], ['hablar con un agente', 'talk to an agent'], ['hablar con alguien', 'talk to someone'], ['próximamente', 'coming soon'],
    ['vendidas', 'sold'], ['vendidos', 'sold'], ['vendida', 'sold'], ['vendido', 'sold'], ['metros cuadrados', 'm2'], ['seguro', 'safe'], ['segura', 'safe'], ['seguridad', 'safety'], ['escuelas', 'schools'], ['colegios', 'schools'], ['familias', 'families']],
  comparisons: { atLeast: ['al menos', 'como mínimo', 'mínimo'], moreThan: ['más de'], orMore: ['o más'] },
  money: {
    under: ['menos de', 'por debajo de', 'hasta', 'no más de'], over: ['desde', 'a partir de', 'por encima de'], around: ['alrededor de', 'aproximadamente', 'unos', 'unas'],
    between: ['entre'], and: ['y'], to: [], orLess: ['o menos'], orMore: ['en adelante'], max: ['como máximo', 'máximo'], min: [],
    thousand: ['mil'], million: ['millones', 'millón'], half: ['medio'], quarter: [], one: ['un', 'una'], point: ['punto', 'coma'],
    dollars: ['dólares', 'dólar'], monthly: ['al mes', 'por mes', 'mensuales', 'mensual']
  },
  ordinals: {
    first: ['primero', 'primera', 'primeros', 'primeras'], second: ['segundo', 'segunda'], third: ['tercero', 'tercera'], fourth: ['cuarto', 'cuarta'], fifth: ['quinto', 'quinta'],
    sixth: ['sexto', 'sexta'], seventh: ['séptimo', 'séptima'], eighth: ['octavo', 'octava'], ninth: ['noveno', 'novena'], tenth: ['décimo', 'décima'], last: ['último', 'última']
  },
  aboutIt: /^(\s*¿?\s*)tiene(?![\p{L}])(?!.*(?<![\p{L}])(?:casas?|viviendas?|pisos|apartamentos?|departamentos?|propiedades|anuncios|terrenos?|condominios?)(?![\p{L}]))/iu,
  features: {
    waterfront: 'primera línea de agua',
    'dogs allowed': 'perros permitidos',
    'a walk to downtown': 'centro a poca distancia a pie',
    'a pool': 'piscina',
    'the beach or water nearby': 'playa o agua cerca',
    'a view': 'vistas',
    'a yard or garden': 'jardín o patio',
    'a garage': 'garaje',
    'pets allowed': 'mascotas permitidas',
    'a fireplace': 'chimenea',
    'a balcony, deck or patio': 'balcón, terraza o patio',
    'a rooftop': 'azotea',
    'an updated home': 'reforma reciente',
    'furnished': 'muebles',
    'a home office': 'despacho',
    'hardwood floors': 'suelos de madera',
    'laundry': 'lavadero',
    'air conditioning': 'aire acondicionado',
    'a gym': 'gimnasio',
    'an elevator': 'ascensor',
    'step-free access': 'acceso sin escalones',
    'solar panels': 'paneles solares',
    'a basement': 'sótano',
    'walk-in closets': 'vestidores',
    'mountain views': 'vistas a la montaña'
  },
  types: { condo: 'condominio', town: 'casa adosada', single: 'casa unifamiliar', apartment: 'apartamento', multi: 'vivienda multifamiliar', land: 'terreno' },
  ofType: (t) => `de tipo ${t}`,
  join: { with: (n) => `con ${n.join(' y ')}`, without: (n) => `sin ${n.join(' ni ')}`, rest: 'con las demás condiciones que pediste' },
  phrases: {
    homes: 'viviendas', forSale: 'en venta', forRent: 'en alquiler', inPlace: (p) => `en ${p}`, or: 'o',
    withBedrooms: (n) => `con ${plural(n, 'habitación', 'habitaciones')}`, atLeastBedrooms: (n) => `con al menos ${plural(n, 'habitación', 'habitaciones')}`,
    upTo: (m) => `hasta ${m}`, from: (m) => `desde ${m}`, between: (a, b) => `entre ${a} y ${b}`, perMonth: '/mes', bd: 'hab.', ba: 'baños',
    found: (total, what) => `Encontré **${total} ${what}**`,
    priced: (a, b) => ` (de ${a} a ${b})`,
    foundOne: (what) => `Encontré un anuncio de **${what}**:`,
    firstOf: (shown, order) => `. Aquí están los primeros ${shown}${order}:`,
    page: (what, from, to, total, order) => `Aquí están ${what} ${from} a ${to} de ${total}${order}:`,
    order: { price_asc: ', de menor a mayor precio', price_desc: ', de mayor a menor precio', largest: ', de mayor a menor tamaño', newest: ', los más recientes primero', smallest: ', de menor a mayor tamaño', built: ', las de construcción más reciente primero' },
    standsOut: { price_asc: (h) => `La más barata es ${h}.`, price_desc: (h) => `La más cara es ${h}.`, largest: (h) => `La más grande es ${h}.`, smallest: (h) => `La más pequeña es ${h}.`, newest: (h) => `La más reciente en el mercado es ${h}.`, built: (h) => `La de construcción más reciente es ${h}.` },
    showMore: (next) => `Escribe **“ver más”** para ver los siguientes ${next}, o afina la búsqueda por precio o habitaciones.`,
    askByMls: 'Pregúntame por cualquiera de ellos con su número MLS para ver todos los detalles.',
    allShown: (total, what) => (total === 1 ? `Eso es todo: ya te mostré el único anuncio de ${what}.` : `Eso es todo: ya te mostré las ${total} ${what}.`),
    none: (what) => `No encontré ${what} en este momento.`,
    closest: (what, total) => `Lo más parecido son ${what} (${total} en total); los más asequibles:`,
    closestMore: (from, to, total) => `Más resultados parecidos, ${from} a ${to} de ${total}:`,
    placesAre: (places) => `Las viviendas de este sitio están en ${places}.`,
    noPlace: (place) => `No tengo anuncios en ${place}.`,
    notFound: (named) => `No encontré ningún anuncio con ${named}. Revísalo, o pídeme buscar por ciudad, precio o habitaciones.`,
    gone: 'Ese anuncio ya no está publicado aquí. Pídeme buscar otros por ciudad, precio o habitaciones.',
    fairHousing: 'Solo puedo contarte lo que dice cada anuncio sobre la vivienda, no quién vive en una zona, sus escuelas ni su seguridad. Para eso, consulta fuentes oficiales como el distrito escolar y las autoridades locales.',
    cannot: 'Soy un asistente automático: no puedo organizar visitas ni responder por la oficina sobre condiciones que los anuncios no indican.',
    pointer: (person) => person
      ? 'Usa el botón **Hablar con una persona** de este chat y alguien del equipo te responderá por correo.'
      : 'Contacta con la oficina a través de este sitio web, en su página de contacto.',
    fallback: 'Lo siento, no puedo ayudarte con eso. Soy un asistente automático que solo conoce las viviendas anunciadas aquí: puedo buscarlas por ciudad, precio, habitaciones, tipo, características, en venta o en alquiler.',
    whichOne: (n) => `¿A cuál de las ${n} viviendas te refieres? Di “la primera”, “la segunda”… o dame su número MLS.`,
    mentions: (n) => `**Sí**, este anuncio menciona: ${n.join(' y ')}.`, mentionsNone: (n) => `Este anuncio no menciona: ${n.join(' ni ')}.`,
    notStated: (l) => `**${l}:** el anuncio no lo indica.`,
    sideBySide: (n) => `Aquí tienes las ${n} viviendas lado a lado:`,
    hello: '¡Hola! ', thanks: '¡De nada! Dime si quieres ver más viviendas.', goodbye: '¡Adiós, y suerte con tu búsqueda!'
  },
  labels: {
    colon: ':', price: 'Precio', listed: 'Oferta', status: 'Estado', statuses: { Active: 'Disponible', PreOnMarket: 'Próximamente (antes de salir al mercado)', Sold: 'Vendida' },
    type: 'Tipo', bedrooms: 'Habitaciones', bathrooms: 'Baños',
    countBedrooms: (count, n) => `${count} ${word(n, 'habitación', 'habitaciones')}`, countBathrooms: (count, n) => `${count} ${word(n, 'baño', 'baños')}`,
    size: 'Superficie', pricePerArea: 'Precio por superficie', lot: 'terreno', yearBuilt: 'Año de construcción', parking: 'Estacionamiento', countSpots: (n) => plural(n, 'plaza', 'plazas'),
    daysOnMarket: 'Días en el mercado', hoa: 'Cuota HOA', deposit: 'Depósito', tours: 'Visitas', openHouse: 'puertas abiertas', tour3d: 'recorrido 3D',
    seeAll: 'Ver fotos y todos los detalles'
  },
  leads
} satisfies LanguagePack
