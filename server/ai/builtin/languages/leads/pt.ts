import type { LeadPack } from './pack.ts'

const MONTH = '(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)'
const SEASON = '(?:semana|mes|ano|primavera|verao|outono|inverno)'
const PLACE = String.raw`(\p{Lu}[\p{L}'-]+(?:\s+(?:de |do |da |dos )?\p{Lu}[\p{L}'-]+){0,2})`

/** Portuguese: a qualified lead's questions and a showing request's replies. */
export default {
  read: {
    showing: /\b(?:visitas?|visitar|agendar uma visita|ver (?:o imovel|a casa|o apartamento) pessoalmente|conhecer (?:o imovel|a casa|o apartamento))\b/i,
    person: /\b(?:corretora?|agente|(?:uma|alguma) pessoa|alguem|falar com|me ligue|me liga)\b/i,
    sell: /\bvender (?:minha|meu|nossa|nosso) (?:casa|apartamento|imovel|propriedade)\b|\b(?:quero|queremos|preciso|precisamos|pretendo|pretendemos|gostaria de|gostariamos de) vender\b/i,
    rent: /\b(?:alugar|arrendar|para alugar|aluguel|aluguer|locacao)\b/i,
    buy: /\b(?:comprar|a venda|para venda|primeiro imovel)\b/i,
    budget: String.raw`\b(?:orcamento(?: e)?(?: de)?|ate|menos de|no maximo|maximo(?: de)?|nao mais (?:de|que)|pre-?aprovad[oa]s? (?:para|ate))\s*(?:cerca de|uns|umas|aproximadamente|por volta de)?\s*`,
    timeline: new RegExp(String.raw`\b(?:o quanto antes|o mais rapido possivel|imediatamente|(?:esta|este|nesta|neste) ${SEASON}|(?:na|no) proxim[oa] ${SEASON}|(?:o |a )?${SEASON} que vem|(?:(?:em|dentro de) (?:os proximos |as proximas )?|nos proximos |nas proximas )(?:\d{1,2}|um|uma|dois|duas|tres|quatro|seis|alguns|algumas|poucos) (?:semanas?|mes(?:es)?|anos?)|(?:em|ate|antes de) ${MONTH})\b`, 'i'),
    area: new RegExp(String.raw`\b(?:procuro|procuramos|morar|mudar|comprar|alugar|casas?|apartamentos?|imoveis|imovel|bairro|regiao|zona)\b[^.?!\n]{0,30}?\b(?:em|no|na|perto de|proximo a)\s+${PLACE}`, 'u'),
    notPreApproved: /\b(?:nao|ainda nao)\b[^.?!]{0,25}?\bpre-?aprova(?:d[oa]s?|cao)\b|\bsem pre-?aprovacao\b/i,
    preApproved: /\b(?:estou|estamos|fui|fomos)\s+(?:ja\s+)?pre-?aprovad[oa]s?\b|\b(?:tenho|temos)\s+(?:ja\s+)?(?:a\s+|uma\s+)?(?:pre-?aprovacao|credito (?:pre-?)?aprovado|financiamento (?:pre-?)?aprovado)\b/i,
    notAPlace: new RegExp(`^(?:${MONTH}|o|a|os|as|um|uma|meu|minha|nosso|nossa|MLS)\\b`, 'i'),
    times: /\b(?:segunda|terca|quarta|quinta|sexta)(?:-feira)?s?\b|\b(?:sabados?|domingos?|hoje|amanha|fins? de semana|durante a semana|de manha|pela manha|a tarde|a noite|meio-dia|qualquer (?:dia|hora))\b|\b\d{1,2}\s?h(?:\d{2})?\b|\bas \d{1,2}\b|\b\d{1,2}:\d{2}\b|\b\d{1,2}\/\d{1,2}\b|\b\d{1,2}\s?(?:am|pm)\b/i,
    when: { today: 'hoje', tomorrow: 'amanha', morning: 'de manha|pela manha|manhas', afternoon: 'a tarde|de tarde|tardes|meio-dia', evening: 'a noite|de noite', or: 'ou|,|;', at: 'as|depois das|antes das|a partir das' }
  },
  questions: {
    intent: 'Você quer comprar, alugar ou vender?',
    budget: 'Qual orçamento você tem em mente?',
    timeline: 'Quando você espera se mudar?',
    area: 'Qual região você prefere?',
    preApproved: 'Você tem crédito imobiliário pré-aprovado?',
    contact: 'Em qual e-mail ou telefone um corretor pode falar com você?'
  },
  ask: (questions) => `Para que um corretor possa ajudar você da melhor forma, posso perguntar? ${questions.join(' ')} Compartilhe só o que quiser; continuo respondendo de qualquer forma.`,
  showingAsk: (address, mls) => `Com prazer organizo uma visita a ${address} (MLS ${mls}). Quais dias e horários são bons para você? Algumas opções ajudam, como “sábado de manhã ou segunda depois das 17h”.`,
  showingPassed: (address, mls, times) => `Obrigado! Passei seus horários preferidos para ${address} (MLS ${mls}) à nossa equipe: “${times}”.`,
  showingContact: (contact) => `Um corretor confirmará a visita com você em ${contact}, normalmente em até um dia útil.`,
  showingNoContact: 'Um corretor confirmará a visita com você. Em qual e-mail ou telefone ele pode falar com você?'
} satisfies LeadPack
