import { LANGUAGE_NAMES } from '../../../../src/shared/language-names.ts'
import { pluralIn } from './numbers.ts'
import { combine } from './combine.ts'
import type { LanguagePack } from './pack.ts'
import leads from './leads/es.ts'

const LOCALE = 'es-ES'
const { count: plural, word } = pluralIn(LOCALE)

/** Spanish: everything the built-in assistant reads and writes in it. */
export default {
  locale: LOCALE,
  names: LANGUAGE_NAMES.es,
  markers: ['compara', 'comparar', 'comparame', 'puedo', 'una', 'visita', 'agendar', 'usted', 'casas', 'busco', 'quiero', 'tienes', 'tienen', 'hay', 'venta', 'alquiler', 'alquilar', 'renta', 'habitaciones', 'habitación', 'dormitorios', 'recámaras', 'baños', 'más', 'mascotas', 'departamentos', 'departamento', 'pisos', 'hola', 'gracias', 'dónde', 'qué', 'cerca', 'playa', 'baratas', 'baratos', 'mes', 'muéstrame', 'los', 'las', 'con', 'por', 'el', 'en', 'y', 'del', 'cuáles', 'ciudades', 'hablar', 'persona', 'vendida', 'vendidas', 'nuevas', 'piscina', 'cuál', 'cuota', 'eres', 'adiós', 'cuéntame', 'dime', 'sobre', 'para', 'gustaría'],
  numberWords: {
    units: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve'],
    tens: ['veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'],
    compound: ['{ten} y {unit}'],
    hundreds: [],
    irregular: [['veintiuno', 21], ['veintiún', 21], ['veintiuna', 21], ['veintidós', 22], ['veintitrés', 23], ['veinticuatro', 24], ['veinticinco', 25], ['veintiséis', 26], ['veintisiete', 27],
      ['veintiocho', 28], ['veintinueve', 29], ['cien', 100], ['doscientos', 200], ['trescientos', 300], ['cuatrocientos', 400], ['quinientos', 500], ['seiscientos', 600], ['setecientos', 700],
      ['ochocientos', 800], ['novecientos', 900]],
    hundredJoin: [' '],
    thousandGlued: []
  },
  deals: {
    forSale: ['a la venta', 'en venta', 'de venta'], forRent: ['en alquiler', 'de alquiler', 'en renta'], sale: ['venta'], rent: ['alquiler', 'alquilar', 'renta', 'arriendo'], rentals: ['alquileres'], buy: ['comprar']
  },
  homes: {
    home: ['casa'], homes: ['casas'], apartment: ['apartamento', 'departamento', 'piso'], apartments: ['apartamentos', 'departamentos', 'pisos'], condo: ['condominio'], condos: ['condominios'], townhouse: ['casa adosada', 'adosado', 'adosada'], townhouses: ['casas adosadas', 'adosados', 'adosadas'], studio: ['estudio']
  },
  rooms: {
    bedroom: ['habitación', 'dormitorio', 'recámara'], bedrooms: ['habitaciones', 'dormitorios', 'recámaras'], bathroom: ['baño'], bathrooms: ['baños']
  },
  orders: {
    cheapest: ['las más baratas', 'los más baratos', 'la más barata', 'el más barato', 'más baratas', 'más baratos', 'más barata', 'más barato'], mostExpensive: ['más caras', 'más caros', 'más cara', 'más caro'], biggest: ['más grandes', 'más grande'], newest: ['más nuevas', 'más nuevos', 'más reciente', 'más recientes'], smallest: ['más pequeña', 'más pequeño', 'más pequeñas', 'más pequeños', 'más chica', 'más chico'], biggestLot: [], lowToHigh: ['de menor a mayor'], highToLow: ['de mayor a menor'], lowestFirst: ['mas baratos primero'], highestFirst: ['mas caros primero']
  },
  relative: {
    cheaper: [], moreExpensive: [], bigger: [], smaller: [], cheaperThan: ['más baratos que', 'más baratas que', 'más barato que', 'más barata que'], moreExpensiveThan: ['más caro que', 'más cara que'], biggerThan: ['más grandes que', 'más grande que']
  },
  undo: {
    forget: ['olvídate de', 'olvida', 'quita', 'quítale', 'saca', 'elimina'], neverMind: ['no importa', 'me da igual', 'da igual'], anyPrice: ['cualquier precio'], anyType: ['cualquier tipo'], anyArea: ['cualquier zona']
  },
  links: {
    in: ['en'], with: ['con'], near: ['cerca de']
  },
  asking: {
    which: ['cuál', 'cual'], whichOfThem: [], price: ['precio'], prices: ['precios'], budget: ['presupuesto']
  },
  traits: {
    newConstruction: ['obra nueva', 'nueva construcción', 'de nueva construcción', 'a estrenar', 'recién construida', 'recién construido', 'recién construidas', 'recién construidos'],
    historic: ['histórica', 'histórico', 'históricas', 'históricos', 'de época'],
    comingSoon: ['próximamente', 'pronto a la venta'],
    sold: ['recién vendida', 'recién vendido', 'recién vendidas', 'recién vendidos', 'vendidas', 'vendidos', 'vendida', 'vendido'], active: ['anuncios activos', 'propiedades activas'],
    openHouse: ['jornada de puertas abiertas', 'jornadas de puertas abiertas', 'puertas abiertas', 'casa abierta'],
    virtualTour: ['recorrido virtual', 'recorridos virtuales', 'visita virtual', 'visitas virtuales', 'tour virtual', 'tour 3d', 'recorrido 3d'],
    anyTour: ['con recorrido', 'con visita guiada'],
    privateRoom: ['habitación privada', 'habitaciones privadas', 'cuarto privado', 'cuartos privados', 'habitación en piso compartido', 'piso compartido'],
    entirePlace: ['vivienda completa', 'vivienda entera', 'piso entero', 'casa entera', 'alojamiento entero', 'apartamento entero']
  },
  parking: {
    parking: ['plaza de garaje', 'plazas de garaje', 'plaza de aparcamiento', 'plazas de aparcamiento', 'plaza de estacionamiento', 'plazas de estacionamiento', 'estacionamiento', 'estacionamientos', 'aparcamiento', 'parqueadero', 'parqueaderos', 'cochera para'],
    cars: ['coches', 'coche', 'autos', 'auto', 'carros', 'carro', 'vehículos']
  },
  market: {
    listed: ['publicado', 'publicada', 'publicados', 'publicadas', 'anunciado', 'anunciada', 'anunciados', 'anunciadas', 'en el mercado'],
    justListed: ['recién publicado', 'recién publicada', 'recién publicados', 'recién publicadas', 'recién salido al mercado', 'nuevo en el mercado', 'nuevos en el mercado', 'nueva en el mercado', 'nuevas en el mercado'],
    thisWeek: ['esta semana', 'la última semana', 'la semana pasada'], thisMonth: ['este mes', 'el último mes', 'el mes pasado'],
    last: ['los últimos', 'las últimas', 'en los últimos', 'en las últimas', 'últimos', 'últimas', 'hace menos de'],
    days: ['días', 'día']
  },
  comparisons: { atLeast: ['al menos', 'como mínimo', 'mínimo'], moreThan: ['más de'], orMore: ['o más'] },
  money: {
    under: ['menos de', 'por debajo de', 'hasta', 'no más de'], over: ['desde', 'a partir de', 'por encima de'], around: ['alrededor de', 'aproximadamente', 'unos', 'unas'],
    between: ['entre'], and: ['y'], from: ['de', 'desde'], to: ['a', 'hasta'], orLess: ['o menos'], orMore: ['en adelante'], max: ['como máximo', 'máximo'], min: [],
    thousand: ['mil'], million: ['millones', 'millón'], half: ['medio'], quarter: [], one: ['un', 'una'], point: ['punto', 'coma'],
    dollars: ['dólares', 'dólar'], monthly: ['al mes', 'por mes', 'mensuales', 'mensual']
  },
  ordinals: {
    first: ['primero', 'primera', 'primeros', 'primeras'], second: ['segundo', 'segunda'], third: ['tercero', 'tercera'], fourth: ['cuarto', 'cuarta'], fifth: ['quinto', 'quinta'],
    sixth: ['sexto', 'sexta'], seventh: ['séptimo', 'séptima'], eighth: ['octavo', 'octava'], ninth: ['noveno', 'novena'], tenth: ['décimo', 'décima'], last: ['último', 'última']
  },
  // "2ª", "2º", "2°" (folded "2a", "2o"), "2do", "3ra", "3er", "4to"
  numberedOrdinal: /(?<![\p{L}\d.,])(\d{1,3})(?:o|a|°|do|da|ro|ra|er|era|to|ta|mo|ma|vo|va|no|na)(?![\p{L}\d])/giu,
  aboutIt: /^(\s*¿?\s*)(?:tiene|acepta|aceptan|admite|admiten|permite|permiten)(?![\p{L}])(?!.*(?<![\p{L}])(?:casas?|viviendas?|pisos|apartamentos?|departamentos?|propiedades|anuncios|terrenos?|condominios?)(?![\p{L}]))/iu,
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
    'mountain views': 'vistas a la montaña',
    'one-level living': 'todo en una planta',
    'an in-law suite or guest house': 'casa de invitados o vivienda anexa',
    'fixer-upper potential': 'necesidad de reforma'
  },
  featureWords: {
    'a pool': ['piscina', 'piscinas', 'alberca', 'albercas', 'pileta', 'piletas'],
    waterfront: ['frente al mar', 'frente al agua', 'primera linea de mar', 'primera linea de playa', 'a pie de playa'],
    'the beach or water nearby': ['playa', 'playas', 'mar', 'costa', 'oceano', 'cerca del mar'],
    'a view': ['vista', 'vistas'],
    'a yard or garden': ['jardin', 'jardines', 'patio trasero', 'cesped'],
    'a garage': ['garaje', 'garajes', 'cochera', 'cocheras'],
    'dogs allowed': ['perro', 'perros', 'perrito', 'perritos'],
    'pets allowed': ['mascota', 'mascotas', 'gato', 'gatos', 'animales'],
    'a fireplace': ['chimenea', 'chimeneas'],
    'a balcony, deck or patio': ['balcon', 'balcones', 'terraza', 'terrazas', 'patio', 'patios'],
    'a rooftop': ['azotea', 'azoteas'],
    'an updated home': ['reformado', 'reformada', 'reformados', 'reformadas', 'renovado', 'renovada', 'renovados', 'renovadas'],
    furnished: ['amueblado', 'amueblada', 'amueblados', 'amuebladas'],
    'a home office': ['oficina', 'despacho'],
    'hardwood floors': ['parquet', ...combine(['suelo', 'suelos', 'piso', 'pisos'], ['de madera'])],
    laundry: ['lavadora', 'lavadoras', 'lavanderia', 'lavadero'],
    'air conditioning': ['aire acondicionado', 'climatizado', 'climatizada'],
    'a gym': ['gimnasio', 'gimnasios'],
    'an elevator': ['ascensor', 'ascensores', 'elevador'],
    'step-free access': ['accesible', 'accesibles', 'silla de ruedas', 'acceso sin escalones', 'sin barreras'],
    'solar panels': ['paneles solares', 'placas solares', 'energia solar'],
    'a basement': ['sotano', 'sotanos'],
    'walk-in closets': ['vestidor', 'vestidores'],
    'a walk to downtown': ['centro', 'centro de la ciudad', 'cerca del centro', 'a pie del centro'],
    'mountain views': ['montana', 'montanas', 'sierra'],
    'one-level living': ['una planta', 'una sola planta', 'un solo piso', 'un solo nivel', 'un nivel'],
    'an in-law suite or guest house': ['casa de invitados', 'casa de huespedes', 'suite de invitados', 'vivienda anexa', 'apartamento independiente'],
    'fixer-upper potential': ['para reformar', 'a reformar', 'para remodelar', 'necesita reforma', 'necesita reformas', 'para restaurar']
  },
  negations: ['sin', 'sin un', 'sin una', 'sin ningun', 'sin ninguna', 'ni', ...combine(['lejos', 'no cerca'], ['de', 'del', 'de la'])],
  intents: {
    greeting: [],
    thanks: ['gracias', 'muchas gracias', 'mil gracias', 'te lo agradezco', 'se lo agradezco'],
    goodbye: ['adios', 'hasta luego', 'hasta pronto', 'chao', 'nos vemos'],
    identity: ['quien eres', 'que eres', 'con quien hablo', ...combine(['eres', 'es usted'], ['un', 'una', ''], ['robot', 'bot', 'humano', 'humana', 'persona', 'persona real', 'ia', 'maquina'])],
    human: ['persona real', 'agente humano',
      ...combine(['hablar', 'comunicarme', 'contactar'], ['con'], ['una persona', 'un agente', 'un humano', 'alguien', 'una persona real', 'un asesor', 'un corredor', 'el agente'])],
    coverage: [...combine(['que', 'cuales', 'en que'], ['ciudades', 'zonas', 'areas', 'barrios', 'lugares']), 'donde estan', 'donde trabajan'],
    contact: [...combine(['agendar', 'programar', 'reservar', 'concertar', 'pedir', 'organizar'], ['una', ''], ['visita', 'cita']), 'visita', 'visitas', 'visitar', 'ver la casa',
      'contacto', 'contactar', 'llamame', 'telefono', 'numero de telefono', 'correo', 'correo electronico', 'horario', 'politica', 'politicas', 'hipoteca', 'hipotecas',
      'tasa de interes', 'tipo de interes', 'abogado', 'abogados', 'asesoria legal', 'asesoria fiscal', 'hacer una oferta', 'negociar', 'negociable', 'preaprobacion',
      'impuesto predial', 'impuestos', 'buena inversion', 'alquilar o comprar', 'comprar o alquilar', 'gastos de cierre', 'seguro de hogar'],
    offTopic: ['clima', 'chiste', 'chistes', 'poema', 'receta', 'recetas', 'pizza', 'restaurante', 'restaurantes', 'bar', 'bares', 'deporte', 'deportes', 'futbol', 'noticias',
      'bitcoin', 'cripto', 'pelicula', 'peliculas', 'cancion', 'canciones', 'traducir', 'tarea', 'programacion', 'matematicas', 'elecciones', 'presidente', 'hotel', 'hoteles', 'vuelo', 'vuelos'],
    fairHousing: ['criminalidad', 'criminal', 'criminales', 'delincuentes', 'inseguridad', 'seguro', 'segura', 'seguros', 'seguras', 'seguridad', 'crimen', 'delincuencia', 'delitos', 'peligroso', 'peligrosa', 'escuela', 'escuelas', 'colegio', 'colegios',
      'distrito escolar', 'familias', 'para familias', 'ninos', 'hijos', 'vecinos', 'vecindario', 'buen barrio', 'religion', 'religiosos', 'inmigrantes', 'demografia', 'jubilados', 'ancianos', 'parejas'],
    more: ['mas resultados', 'mas opciones', 'mas casas', 'siguiente pagina', 'otras opciones']
  },
  opening: {
    greeting: ['hola', 'buenos dias', 'buenas tardes', 'buenas noches', 'buenas', 'saludos'],
    more: ['otras', 'otros', 'siguientes', 'muestrame mas', 'mostrar mas', 'ver mas', 'dame mas', 'hay mas'],
    continues: ['y', 'que tal', 'tambien', 'solo', 'solamente', 'pero', 'ahora', 'entonces', 'con', 'sin', 'mas baratas', 'mas baratos', 'mas grandes', 'cual de', 'cuales de', 'de esas', 'de esos']
  },
  built: {
    built: ['construida', 'construido', 'construidas', 'construidos', 'edificada', 'edificado', 'edificadas', 'edificados'], after: ['despues de', 'despues del', 'posterior a'],
    since: ['desde', 'desde el', 'a partir de', 'a partir del'], before: ['antes de', 'antes del', 'anterior a'], in: ['en', 'en el', 'en los'],
    orLater: ['o posterior', 'o despues'], orEarlier: ['o anterior', 'o antes'], newerThan: [], olderThan: [], decade: ['anos', 'decada de los', 'decada del']
  },
  facts: {
    hoa: ['hoa', 'cuota de hoa', 'cuota hoa', 'cuota de la comunidad', 'gastos de comunidad', 'cuota de mantenimiento', 'cuota de la asociacion', 'cuota de comunidad'],
    deposit: ['deposito', 'fianza', 'deposito de garantia'],
    pricePerArea: ['precio por metro cuadrado', 'precio por m2', 'precio por pie cuadrado', 'precio del metro cuadrado'],
    yearBuilt: ['ano de construccion', 'cuando se construyo', 'cuando fue construida', 'cuando fue construido', 'que antiguedad tiene', 'antiguedad', 'cuando la construyeron', 'de que ano es'],
    lotSize: ['tamano del terreno', 'superficie del terreno', 'que tan grande es el terreno', 'cuanto mide el terreno', 'tamano del lote']
  },
  cues: {
    listing: ['casa', 'casas', 'vivienda', 'viviendas', 'piso', 'pisos', 'apartamento', 'apartamentos', 'departamento', 'departamentos', 'propiedad', 'propiedades', 'anuncio', 'anuncios',
      'inmueble', 'inmuebles', 'condominio', 'condominios', 'alquiler', 'alquileres', 'alquilar', 'renta', 'comprar', 'venta', 'opciones'],
    search: ['muestrame', 'mostrar', 'ensename', 'tienes', 'tienen', 'tiene', 'hay', 'busco', 'buscando', 'buscar', 'encontrar', 'quiero', 'necesito', 'ver', 'cual', 'cuales', 'que',
      'disponible', 'disponibles', 'recomiendas', 'comprar', 'alquilar', 'venta'],
    noun: ['casa', 'casas', 'vivienda', 'viviendas', 'piso', 'pisos', 'apartamento', 'apartamentos', 'departamento', 'departamentos', 'propiedad', 'propiedades', 'anuncio', 'anuncios',
      'condominio', 'condominios', 'adosado', 'adosados', 'terreno', 'terrenos', 'estudio', 'estudios', 'chalet', 'chalets', 'alquileres', 'villa', 'villas', 'loft'],
    continues: ['de esas', 'de esos', 'de ellas', 'de ellos', 'esas', 'esos', 'estas', 'estos'],
    superlative: ['cual', 'cual es', 'que es'],
    several: ['cuales'],
    anyPlace: ['en cualquier lugar', 'cualquier ciudad', 'cualquier zona', 'todas las ciudades', 'donde sea'],
    or: ['o', 'ni']
  },
  types: { condo: 'condominio', town: 'casa adosada', single: 'casa unifamiliar', apartment: 'apartamento', multi: 'vivienda multifamiliar', land: 'terreno' },
  ofType: (t) => `de tipo ${t}`,
  join: { with: (n) => `con ${n.join(' y ')}`, without: (n) => `sin ${n.join(' ni ')}`, rest: 'con las demás condiciones que pediste' },
  phrases: {
    homes: 'viviendas', forSale: 'en venta', forRent: 'en alquiler', inPlace: (p) => `en ${p}`, or: 'o',
    withBedrooms: (n) => `con ${plural(n, 'habitación', 'habitaciones')}`, atLeastBedrooms: (n) => `con al menos ${plural(n, 'habitación', 'habitaciones')}`,
    bedroomsBetween: (l, h) => `con ${l} a ${plural(h, 'habitación', 'habitaciones')}`, atMostBedrooms: (n) => `con un máximo de ${plural(n, 'habitación', 'habitaciones')}`,
    upTo: (m) => `hasta ${m}`, below: (m) => `por menos de ${m}`, above: (m) => `por más de ${m}`, from: (m) => `desde ${m}`, between: (a, b) => `entre ${a} y ${b}`, perMonth: '/mes', bd: 'hab.', ba: 'baños',
    found: (total, what) => `Encontré **${total} ${what}**`,
    priced: (a, b) => ` (de ${a} a ${b})`,
    foundOne: (what) => `Encontré un anuncio de **${what}**:`,
    firstOf: (shown, order) => `. Aquí están los primeros ${shown}${order}:`,
    page: (what, from, to, total, order) => `Aquí están ${what} ${from} a ${to} de ${total}${order}:`,
    order: { price_asc: ', de menor a mayor precio', price_desc: ', de mayor a menor precio', largest: ', de mayor a menor tamaño', newest: ', los más recientes primero', smallest: ', de menor a mayor tamaño', built: ', las de construcción más reciente primero', lot_desc: ', de mayor a menor terreno' },
    standsOut: { price_asc: (h) => `La más barata es ${h}.`, price_desc: (h) => `La más cara es ${h}.`, largest: (h) => `La más grande es ${h}.`, smallest: (h) => `La más pequeña es ${h}.`, newest: (h) => `La más reciente en el mercado es ${h}.`, built: (h) => `La de construcción más reciente es ${h}.`, lot_desc: (h) => `El terreno más grande es el de ${h}.` },
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
    size: 'Superficie', pricePerArea: 'Precio por superficie', lot: 'terreno', lotSize: 'Tamaño del terreno', yearBuilt: 'Año de construcción', parking: 'Estacionamiento', countSpots: (n) => plural(n, 'plaza', 'plazas'),
    daysOnMarket: 'Días en el mercado', hoa: 'Cuota HOA', deposit: 'Depósito', tours: 'Visitas', openHouse: 'puertas abiertas', tour3d: 'recorrido 3D',
    seeAll: 'Ver fotos y todos los detalles'
  },
  leads,
  measures: {
    squareFeet: ['pies cuadrados', 'pie cuadrado'], squareMeters: ['metros cuadrados', 'metro cuadrado', 'mts2', 'mt2', 'm2', 'm²'],
    acre: ['acre', 'acres'], hectare: ['hectárea', 'hectáreas'], lot: ['terreno', 'terrenos', 'parcela', 'parcelas', 'lote', 'lotes', 'terreno de', 'parcela de', 'lote de'], per: ['por', 'el', 'cada'],
    free: [], big: ['grande', 'grandes', 'gran', 'amplio', 'amplia', 'amplios', 'amplias', 'enorme', 'enormes']
  }
} satisfies LanguagePack
