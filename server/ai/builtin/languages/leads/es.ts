import type { LeadPack } from './pack.ts'

const MONTH = '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)'
const SEASON = '(?:semana|mes|ano|primavera|verano|otono|invierno)'
const PLACE = String.raw`(\p{Lu}[\p{L}'-]+(?:\s+(?:de |del |la )?\p{Lu}[\p{L}'-]+){0,2})`

/** Spanish: a qualified lead's questions and a showing request's replies. */
export default {
  read: {
    showing: /\b(?:visitas?|visitar(?:la|lo)?|agendar una visita|ver(?:la|lo)? en persona|recorrer(?:la|lo)?)\b/i,
    person: /\b(?:agente|asesor|corredor|(?:una|alguna) persona|alguien|hablar con|llamame|llamenme)\b/i,
    sell: /\bvender (?:mi|nuestra|nuestro) (?:casa|piso|vivienda|apartamento|departamento|propiedad)\b|\b(?:quiero|queremos|quisiera|quisieramos|busco|buscamos|necesito|necesitamos|pensamos|planeamos|me gustaria|nos gustaria) vender\b/i,
    rent: /\b(?:alquilar|rentar|arrendar|en alquiler|de alquiler|en renta)\b/i,
    buy: /\b(?:comprar|en venta|a la venta|primera vivienda)\b/i,
    budget: String.raw`\b(?:presupuesto(?: es)?(?: de)?|hasta|menos de|maximo(?: de)?|como mucho|no mas de|preaprobad[oa]s? (?:por|hasta|para))\s*(?:unos|unas|alrededor de|aproximadamente|cerca de)?\s*`,
    timeline: new RegExp(String.raw`\b(?:cuanto antes|lo antes posible|de inmediato|inmediatamente|(?:este|esta) ${SEASON}|(?:el|la) proxim[oa] ${SEASON}|(?:el|la) ${SEASON} que viene|(?:en|dentro de) (?:los proximos |las proximas )?(?:\d{1,2}|un|una|dos|tres|cuatro|seis|unos|unas|pocos|pocas) (?:semanas?|mes(?:es)?|anos?)|(?:en|para|antes de) ${MONTH})\b`, 'i'),
    area: new RegExp(String.raw`\b(?:busco|buscamos|vivir|mudarnos|mudarme|comprar|alquilar|casas?|pisos?|apartamentos?|viviendas?|zona|barrio)\b[^.?!\n]{0,30}?\b(?:en|por|cerca de)\s+${PLACE}`, 'u'),
    notPreApproved: /\b(?:no|aun no|todavia no)\b[^.?!]{0,25}?\bpre-?aproba(?:d[oa]s?|cion)\b|\bsin pre-?aprobacion\b/i,
    preApproved: /\b(?:estoy|estamos|tengo|tenemos)\s+(?:ya\s+)?(?:la\s+|una\s+)?(?:hipoteca\s+)?pre-?aproba(?:d[oa]s?|cion)\b|\b(?:hipoteca|credito|prestamo)\s+(?:ya\s+)?(?:esta\s+)?pre-?aprobad[oa]\b/i,
    notAPlace: new RegExp(`^(?:${MONTH}|el|la|los|las|un|una|mi|nuestr[oa]|MLS)\\b`, 'i'),
    times: /\b(?:lunes|martes|miercoles|jueves|viernes|sabados?|domingos?|hoy|manana|fin(?:es)? de semana|entre semana|por la (?:manana|tarde|noche)|mediodia|cualquier (?:dia|hora|momento))\b|\b\d{1,2}(?::\d{2})?\s?(?:h|hs|horas|am|pm|a\.m\.|p\.m\.)(?![\p{L}])|\ba las \d{1,2}\b|\b\d{1,2}:\d{2}\b|\b\d{1,2}\/\d{1,2}\b/iu,
    when: { today: 'hoy|esta noche', tomorrow: '(?<!la )manana', morning: 'por la manana|en la manana|mananas', afternoon: 'por la tarde|tardes|mediodia', evening: 'por la noche|noches', or: 'o|,|;', at: 'a las|despues de las|antes de las|desde las|sobre las' }
  },
  questions: {
    intent: '¿Buscas comprar, alquilar o vender?',
    budget: '¿Qué presupuesto tienes en mente?',
    timeline: '¿Cuándo esperas mudarte?',
    area: '¿Qué zona prefieres?',
    preApproved: '¿Tienes una hipoteca preaprobada?',
    contact: '¿En qué correo electrónico o teléfono puede contactarte un agente?'
  },
  ask: (questions) => `Para que un agente pueda ayudarte mejor, ¿puedo preguntarte algo? ${questions.join(' ')} Comparte solo lo que quieras; seguiré respondiendo igualmente.`,
  showingAsk: (address, mls) => `Con gusto organizo una visita a ${address} (MLS ${mls}). ¿Qué días y horarios te vienen bien? Varias opciones ayudan, por ejemplo «el sábado por la mañana o el lunes después de las 17:00».`,
  showingPassed: (address, mls, times) => `¡Gracias! He pasado tus horarios preferidos para ${address} (MLS ${mls}) a nuestro equipo: «${times}».`,
  showingContact: (contact) => `Un agente te confirmará la visita en ${contact}, normalmente en un día hábil.`,
  showingNoContact: 'Un agente te confirmará la visita. ¿En qué correo electrónico o teléfono puede contactarte?'
} satisfies LeadPack
