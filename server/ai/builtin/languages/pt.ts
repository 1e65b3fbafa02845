import { LANGUAGE_NAMES } from '../../../../src/shared/language-names.ts'
import { pluralIn } from './numbers.ts'
import { combine } from './combine.ts'
import type { LanguagePack } from './pack.ts'
import leads from './leads/pt.ts'

const LOCALE = 'pt-BR'
const { count: plural, word } = pluralIn(LOCALE)

/** Portuguese: everything the built-in assistant reads and writes in it. */
export default {
  locale: LOCALE,
  names: LANGUAGE_NAMES.pt,
  markers: ['compara', 'comparar', 'comparem', 'quanto', 'quanta', 'qual', 'o', 'voce', 'posso', 'visita', 'casas', 'casa', 'piscina', 'apartamentos', 'procuro', 'quero', 'vocês', 'venda', 'alugar', 'aluguel', 'aluguer', 'quartos', 'banheiros', 'mais', 'animais', 'olá', 'oi', 'obrigado', 'obrigada', 'onde', 'quais', 'perto', 'praia', 'mês', 'mostre', 'com', 'em', 'uma', 'um', 'dos', 'das', 'não', 'cidades', 'falar', 'pessoa', 'têm', 'tem', 'quintal', 'baratas', 'baratos', 'gostaria', 'agendar', 'você', 'tchau'],
  numberWords: {
    units: ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezesseis', 'dezessete', 'dezoito', 'dezenove'],
    tens: ['vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'],
    compound: ['{ten} e {unit}'],
    hundreds: [],
    irregular: [['duas', 2], ['quatorze', 14], ['dezasseis', 16], ['dezassete', 17], ['dezanove', 19], ['cem', 100], ['duzentos', 200], ['trezentos', 300], ['quatrocentos', 400], ['quinhentos', 500],
      ['seiscentos', 600], ['setecentos', 700], ['oitocentos', 800], ['novecentos', 900]],
    hundredJoin: [' e '],
    thousandGlued: []
  },
  deals: {
    forSale: ['à venda', 'a venda'], forRent: ['para alugar', 'para arrendar'], sale: [], rent: ['aluguel', 'aluguer', 'alugar', 'arrendamento'], rentals: [], buy: ['comprar']
  },
  homes: {
    home: ['casa'], homes: ['casas'], apartment: ['apartamento'], apartments: ['apartamentos'], condo: [], condos: [], townhouse: ['sobrado'], townhouses: ['sobrados'], studio: []
  },
  rooms: {
    bedroom: ['quarto'], bedrooms: ['quartos', 'dormitórios'], bathroom: ['banheiro'], bathrooms: ['banheiros', 'casas de banho']
  },
  orders: {
    cheapest: ['mais baratas', 'mais baratos', 'mais barata', 'mais barato'], mostExpensive: ['mais caras', 'mais caros', 'mais cara', 'mais caro'], biggest: ['maiores', 'maior'], newest: ['mais novas', 'mais novos', 'mais recente', 'mais recentes'], smallest: ['menores', 'menor', 'mais pequena', 'mais pequeno'], biggestLot: [], lowToHigh: ['do menor para o maior', 'crescente'], highToLow: ['do maior para o menor', 'decrescente'], lowestFirst: ['mais baratos primeiro'], highestFirst: ['mais caros primeiro']
  },
  relative: {
    cheaper: [], moreExpensive: [], bigger: [], smaller: [], cheaperThan: ['mais baratos que', 'mais baratas que', 'mais barato que', 'mais barata que'], moreExpensiveThan: ['mais caro que', 'mais cara que'], biggerThan: ['maiores que', 'maior que']
  },
  undo: {
    forget: ['esqueça', 'esquece', 'tira', 'tire', 'remove', 'retira'], neverMind: ['não importa'], anyPrice: ['qualquer preço'], anyType: ['qualquer tipo'], anyArea: ['qualquer regiao']
  },
  links: {
    in: ['em'], with: ['com'], near: ['perto de', 'perto da', 'perto do']
  },
  asking: {
    which: ['qual'], whichOfThem: [], price: ['preço'], prices: ['preços'], budget: ['orçamento']
  },
  traits: {
    newConstruction: ['construção nova', 'nova construção', 'na planta', 'lançamento', 'lançamentos', 'recém construída', 'recém construído', 'recém-construída', 'recém-construído'],
    historic: ['histórica', 'histórico', 'históricas', 'históricos', 'de época'],
    comingSoon: ['em breve', 'brevemente'],
    sold: ['recém vendida', 'recém vendido', 'recém-vendida', 'recém-vendido', 'vendidas', 'vendidos', 'vendida', 'vendido'], active: ['anúncios ativos', 'imóveis ativos'],
    openHouse: ['casa aberta', 'visita aberta', 'dia de visita aberta', 'open house'],
    virtualTour: ['tour virtual', 'tours virtuais', 'visita virtual', 'visitas virtuais', 'tour 3d', 'visita 3d'],
    anyTour: ['com visita', 'com tour'],
    privateRoom: ['quarto privado', 'quartos privados', 'quarto individual', 'quartos individuais', 'quarto em casa compartilhada', 'casa compartilhada', 'apartamento compartilhado'],
    entirePlace: ['casa inteira', 'apartamento inteiro', 'imóvel inteiro', 'espaço inteiro', 'lugar inteiro']
  },
  parking: {
    parking: ['vaga de garagem', 'vagas de garagem', 'vaga de estacionamento', 'vagas de estacionamento', 'lugar de garagem', 'lugares de garagem', 'estacionamento', 'vaga', 'vagas'],
    cars: ['carros', 'carro', 'veículos', 'automóveis']
  },
  market: {
    listed: ['anunciado', 'anunciada', 'anunciados', 'anunciadas', 'publicado', 'publicada', 'publicados', 'publicadas', 'no mercado'],
    justListed: ['recém anunciado', 'recém anunciada', 'recém anunciados', 'recém anunciadas', 'recém-anunciado', 'recém-anunciada', 'novo no mercado', 'nova no mercado', 'novos no mercado', 'novas no mercado'],
    thisWeek: ['esta semana', 'nesta semana', 'na última semana', 'semana passada'], thisMonth: ['este mês', 'neste mês', 'no último mês', 'mês passado'],
    last: ['nos últimos', 'nas últimas', 'últimos', 'últimas', 'há menos de'],
    days: ['dias', 'dia']
  },
  comparisons: { atLeast: ['pelo menos', 'no mínimo', 'mínimo'], moreThan: ['mais de'], orMore: ['ou mais'] },
  money: {
    under: ['menos de', 'abaixo de', 'até'], over: ['acima de', 'a partir de'], around: ['cerca de', 'aproximadamente', 'por volta de'],
    between: ['entre'], and: ['e'], from: ['de', 'desde'], to: ['a', 'até'], orLess: ['ou menos'], orMore: ['para cima'], max: ['no máximo', 'máximo'], min: [],
    thousand: ['mil'], million: ['milhões', 'milhão'], half: ['meio'], quarter: [], one: ['um', 'uma'], point: ['vírgula', 'ponto'],
    dollars: ['dólares', 'dólar'], monthly: ['por mês', 'ao mês', 'mensais', 'mensal']
  },
  ordinals: {
    first: ['primeiro', 'primeira', 'primeiros', 'primeiras'], second: ['segundo', 'segunda'], third: ['terceiro', 'terceira'], fourth: ['quarta'], fifth: ['quinto', 'quinta'],
    sixth: ['sexto', 'sexta'], seventh: ['sétimo', 'sétima'], eighth: ['oitavo', 'oitava'], ninth: ['nono', 'nona'], tenth: ['décimo', 'décima'], last: ['último', 'última']
  },
  // "2ª", "2º", "2°" (folded "2a", "2o")
  numberedOrdinal: /(?<![\p{L}\d.,])(\d{1,3})(?:o|a|°)(?![\p{L}\d])/giu,
  aboutIt: /^(\s*)(?:tem|aceita|aceitam|admite|permite|permitem)(?![\p{L}])(?!.*(?<![\p{L}])(?:casas?|imóveis|apartamentos?|terrenos?|propriedades|anúncios|sobrados?)(?![\p{L}]))/iu,
  features: {
    waterfront: 'frente para a água',
    'dogs allowed': 'cães permitidos',
    'a walk to downtown': 'centro a pé',
    'a pool': 'piscina',
    'the beach or water nearby': 'praia ou água por perto',
    'a view': 'vista',
    'a yard or garden': 'quintal ou jardim',
    'a garage': 'garagem',
    'pets allowed': 'animais permitidos',
    'a fireplace': 'lareira',
    'a balcony, deck or patio': 'varanda, deck ou pátio',
    'a rooftop': 'terraço na cobertura',
    'an updated home': 'reforma recente',
    'furnished': 'mobília',
    'a home office': 'escritório',
    'hardwood floors': 'piso de madeira',
    'laundry': 'lavanderia',
    'air conditioning': 'ar condicionado',
    'a gym': 'academia',
    'an elevator': 'elevador',
    'step-free access': 'acesso sem degraus',
    'solar panels': 'painéis solares',
    'a basement': 'porão',
    'walk-in closets': 'closets',
    'mountain views': 'vista para as montanhas',
    'one-level living': 'tudo num só piso',
    'an in-law suite or guest house': 'edícula ou casa de hóspedes',
    'fixer-upper potential': 'necessidade de reforma'
  },
  featureWords: {
    'a pool': ['piscina', 'piscinas'],
    waterfront: ['beira mar', 'beira rio', 'frente ao mar', 'frente para o mar', 'pe na areia'],
    'the beach or water nearby': ['praia', 'praias', 'mar', 'costa', 'oceano', 'litoral'],
    'a view': ['vista', 'vistas'],
    'a yard or garden': ['quintal', 'quintais', 'jardim', 'jardins', 'gramado'],
    'a garage': ['garagem', 'garagens'],
    'dogs allowed': ['cachorro', 'cachorros', 'cao', 'caes', 'cadela'],
    'pets allowed': ['pet', 'pets', 'animal de estimacao', 'animais de estimacao', 'animais', 'gato', 'gatos'],
    'a fireplace': ['lareira', 'lareiras'],
    'a balcony, deck or patio': ['varanda', 'varandas', 'sacada', 'sacadas', 'terraco', 'terracos', 'patio'],
    'a rooftop': ['cobertura', 'terraco na cobertura'],
    'an updated home': ['reformado', 'reformada', 'reformados', 'reformadas', 'renovado', 'renovada', 'renovados', 'renovadas'],
    furnished: ['mobiliado', 'mobiliada', 'mobiliados', 'mobiliadas', 'mobilado', 'mobilada'],
    'a home office': ['escritorio', 'home office'],
    'hardwood floors': ['piso de madeira', 'pisos de madeira', 'taco', 'parquet'],
    laundry: ['lavanderia', 'maquina de lavar', 'area de servico'],
    'air conditioning': ['ar condicionado', 'climatizado', 'climatizada'],
    'a gym': ['academia', 'ginasio'],
    'an elevator': ['elevador', 'elevadores'],
    'step-free access': ['acessivel', 'acessiveis', 'cadeira de rodas'],
    'solar panels': ['paineis solares', 'energia solar', 'placas solares'],
    'a basement': ['porao', 'cave'],
    'walk-in closets': ['closet', 'closets'],
    'a walk to downtown': ['centro', 'centro da cidade', 'perto do centro'],
    'mountain views': ['montanha', 'montanhas', 'serra'],
    'one-level living': ['terrea', 'terreas', 'um so piso', 'piso unico', 'um pavimento', 'um so pavimento'],
    'an in-law suite or guest house': ['edicula', 'casa de hospedes', 'casa de hospede', 'anexo independente'],
    'fixer-upper potential': ['para reformar', 'a reformar', 'precisa de reforma', 'para restaurar']
  },
  negations: ['nada de', 'sem', 'sem uma', 'nenhum', 'nenhuma', ...combine(['longe', 'nao perto'], ['de', 'do', 'da'])],
  intents: {
    greeting: [],
    thanks: ['obrigado', 'obrigada', 'muito obrigado', 'muito obrigada', 'valeu', 'agradeco'],
    goodbye: ['tchau', 'adeus', 'ate logo', 'ate mais', 'ate breve'],
    identity: ['quem e voce', 'quem e vc', 'o que e voce', ...combine(['voce e', 'vc e', 'e'], ['um', 'uma'], ['robo', 'bot', 'humano', 'pessoa', 'pessoa real', 'ia', 'maquina']),
      ...combine(['voce e', 'vc e'], ['robo', 'bot', 'humano', 'ia', 'maquina'])],
    human: ['pessoa real', 'atendente humano', ...combine(['falar', 'conversar'], ['com'], ['uma pessoa', 'um corretor', 'um humano', 'alguem', 'um atendente', 'um agente', 'uma pessoa real'])],
    coverage: [...combine(['quais', 'em quais', 'que'], ['cidades', 'regioes', 'bairros', 'areas', 'lugares']), 'onde voces atuam', 'onde voces estao'],
    contact: [...combine(['agendar', 'marcar', 'reservar', 'solicitar'], ['uma', ''], ['visita']), 'visita', 'visitar', 'contato', 'contatar', 'me ligue', 'telefone', 'numero de telefone',
      'email', 'e mail', 'horario', 'politica', 'financiamento', 'hipoteca', 'taxa de juros', 'juros', 'advogado', 'consultoria juridica', 'fazer uma oferta', 'negociar', 'negociavel',
      'iptu', 'impostos', 'bom investimento', 'alugar ou comprar', 'comprar ou alugar', 'custos de escritura', 'seguro residencial'],
    offTopic: ['clima', 'piada', 'piadas', 'poema', 'receita', 'receitas', 'pizza', 'restaurante', 'restaurantes', 'bar', 'bares', 'esporte', 'esportes', 'futebol', 'noticias', 'bitcoin',
      'cripto', 'filme', 'filmes', 'musica', 'musicas', 'traduzir', 'dever de casa', 'programacao', 'matematica', 'eleicao', 'presidente', 'hotel', 'hoteis', 'voo', 'voos'],
    fairHousing: ['criminal', 'criminosos', 'delinquencia', 'violencia', 'seguro', 'segura', 'seguros', 'seguras', 'seguranca', 'crime', 'crimes', 'criminalidade', 'perigoso', 'perigosa', 'escola', 'escolas', 'familias', 'familiar', 'criancas',
      'filhos', 'vizinhos', 'vizinhanca', 'religiao', 'religioso', 'imigrantes', 'demografia', 'aposentados', 'idosos', 'casais', 'bairro bom'],
    more: ['mais resultados', 'mais opcoes', 'mais casas', 'proxima pagina', 'outras opcoes']
  },
  opening: {
    greeting: ['ola', 'oi', 'bom dia', 'boa tarde', 'boa noite', 'e ai'],
    more: ['outras', 'outros', 'mostrar mais', 'mostre mais', 'ver mais', 'me mostre mais', 'proximos'],
    continues: ['e', 'que tal', 'tambem', 'so', 'somente', 'apenas', 'mas', 'agora', 'entao', 'com', 'sem', 'mais baratas', 'mais baratos', 'maiores', 'quais delas', 'qual delas', 'dessas', 'desses']
  },
  built: {
    built: ['construida', 'construido', 'construidas', 'construidos'], after: ['depois de', 'depois do', 'apos'], since: ['desde', 'a partir de'], before: ['antes de', 'antes do'],
    in: ['em', 'no ano de', 'nos'], orLater: ['ou depois', 'ou posterior'], orEarlier: ['ou antes', 'ou anterior'], newerThan: [], olderThan: [], decade: ['anos', 'decada de']
  },
  facts: {
    hoa: ['hoa', 'taxa de condominio', 'valor do condominio', 'custo do condominio', 'cota condominial'],
    deposit: ['deposito', 'caucao', 'fianca', 'deposito caucao'],
    pricePerArea: ['preco por metro quadrado', 'preco por m2', 'valor do metro quadrado', 'preco do m2', 'preco do metro quadrado'],
    yearBuilt: ['ano de construcao', 'quando foi construida', 'quando foi construido', 'idade do imovel', 'construido quando', 'construida quando', 'de que ano e'],
    lotSize: ['tamanho do terreno', 'area do terreno', 'qual o tamanho do terreno', 'quanto mede o terreno']
  },
  cues: {
    listing: ['casa', 'casas', 'imovel', 'imoveis', 'apartamento', 'apartamentos', 'propriedade', 'propriedades', 'anuncio', 'anuncios', 'aluguel', 'alugar', 'comprar', 'venda', 'opcoes'],
    search: ['mostre', 'mostrar', 'mostra', 'tem', 'voces tem', 'procuro', 'procurando', 'buscar', 'encontrar', 'quero', 'preciso', 'ver', 'qual', 'quais', 'que', 'disponivel',
      'disponiveis', 'gostaria'],
    noun: ['casa', 'casas', 'imovel', 'imoveis', 'apartamento', 'apartamentos', 'propriedade', 'propriedades', 'sobrado', 'sobrados', 'terreno', 'terrenos', 'estudio', 'kitnet', 'loft'],
    continues: ['dessas', 'desses', 'delas', 'deles', 'essas', 'esses'],
    superlative: ['qual', 'qual e', 'qual delas'],
    several: ['quais'],
    anyPlace: ['qualquer lugar', 'qualquer cidade', 'todas as cidades'],
    or: ['ou', 'nem']
  },
  types: { condo: 'condomínio', town: 'sobrado', single: 'casa unifamiliar', apartment: 'apartamento', multi: 'imóvel multifamiliar', land: 'terreno' },
  ofType: (t) => `do tipo ${t}`,
  join: { with: (n) => `com ${n.join(' e ')}`, without: (n) => `sem ${n.join(' nem ')}`, rest: 'com as demais condições pedidas' },
  phrases: {
    homes: 'imóveis', forSale: 'à venda', forRent: 'para alugar', inPlace: (p) => `em ${p}`, or: 'ou',
    withBedrooms: (n) => `com ${plural(n, 'quarto', 'quartos')}`, atLeastBedrooms: (n) => `com pelo menos ${plural(n, 'quarto', 'quartos')}`,
    bedroomsBetween: (l, h) => `com ${l} a ${plural(h, 'quarto', 'quartos')}`, atMostBedrooms: (n) => `com no máximo ${plural(n, 'quarto', 'quartos')}`,
    upTo: (m) => `até ${m}`, below: (m) => `abaixo de ${m}`, above: (m) => `acima de ${m}`, from: (m) => `a partir de ${m}`, between: (a, b) => `entre ${a} e ${b}`, perMonth: '/mês', bd: 'qts', ba: 'banh.',
    found: (total, what) => `Encontrei **${total} ${what}**`,
    priced: (a, b) => ` (de ${a} a ${b})`,
    foundOne: (what) => `Encontrei um anúncio de **${what}**:`,
    firstOf: (shown, order) => `. Aqui estão os primeiros ${shown}${order}:`,
    page: (what, from, to, total, order) => `Aqui estão ${what} ${from} a ${to} de ${total}${order}:`,
    order: { price_asc: ', do mais barato ao mais caro', price_desc: ', do mais caro ao mais barato', largest: ', do maior ao menor', newest: ', os mais recentes primeiro', smallest: ', do menor ao maior', built: ', os de construção mais recente primeiro', lot_desc: ', do maior terreno ao menor' },
    standsOut: { price_asc: (h) => `O mais barato é ${h}.`, price_desc: (h) => `O mais caro é ${h}.`, largest: (h) => `O maior é ${h}.`, smallest: (h) => `O menor é ${h}.`, newest: (h) => `O mais recente no mercado é ${h}.`, built: (h) => `O de construção mais recente é ${h}.`, lot_desc: (h) => `O maior terreno é o de ${h}.` },
    showMore: (next) => `Escreva **“ver mais”** para ver os próximos ${next}, ou refine por preço ou quartos.`,
    askByMls: 'Pergunte-me sobre qualquer um pelo número MLS para ver todos os detalhes.',
    allShown: (total, what) => (total === 1 ? `É tudo: já mostrei o único anúncio de ${what}.` : `É tudo: já mostrei os ${total} ${what}.`),
    none: (what) => `Não encontrei ${what} neste momento.`,
    closest: (what, total) => `Os mais próximos são ${what} (${total} no total); os mais acessíveis:`,
    closestMore: (from, to, total) => `Mais resultados próximos, ${from} a ${to} de ${total}:`,
    placesAre: (places) => `Os imóveis anunciados aqui ficam em ${places}.`,
    noPlace: (place) => `Não tenho anúncios em ${place}.`,
    notFound: (named) => `Não encontrei nenhum anúncio com ${named}. Verifique, ou peça-me para buscar por cidade, preço ou quartos.`,
    gone: 'Esse anúncio não está mais publicado aqui. Peça-me para buscar outros por cidade, preço ou quartos.',
    fairHousing: 'Só posso dizer o que cada anúncio diz sobre o imóvel — não quem mora numa região, as suas escolas ou a sua segurança. Para isso, fontes oficiais como a secretaria de educação e as autoridades locais podem ajudar.',
    cannot: 'Sou um assistente automático: não posso marcar visitas nem responder pelo escritório sobre condições que os anúncios não indicam.',
    pointer: (person) => person
      ? 'Use o botão **Falar com uma pessoa** neste chat e alguém da equipe responderá por e-mail.'
      : 'Contate o escritório pela página de contato deste site.',
    fallback: 'Desculpe, não posso ajudar com isso. Sou um assistente automático que só conhece os imóveis anunciados aqui: posso buscá-los por cidade, preço, quartos, tipo, características, à venda ou para alugar.',
    whichOne: (n) => `Qual dos ${n} imóveis você quer dizer? Diga “o primeiro”, “o segundo”… ou me informe o número MLS.`,
    mentions: (n) => `**Sim**, este anúncio menciona: ${n.join(' e ')}.`, mentionsNone: (n) => `Este anúncio não menciona: ${n.join(' nem ')}.`,
    notStated: (l) => `**${l}:** não informado neste anúncio.`,
    sideBySide: (n) => `Aqui estão os ${n} imóveis lado a lado:`,
    hello: 'Olá! ', thanks: 'De nada! Diga-me se quiser ver mais imóveis.', goodbye: 'Tchau, e boa sorte na sua busca!'
  },
  labels: {
    colon: ':', price: 'Preço', listed: 'Oferta', status: 'Situação', statuses: { Active: 'Disponível', PreOnMarket: 'Em breve (antes de chegar ao mercado)', Sold: 'Vendido' },
    type: 'Tipo', bedrooms: 'Quartos', bathrooms: 'Banheiros',
    countBedrooms: (count, n) => `${count} ${word(n, 'quarto', 'quartos')}`, countBathrooms: (count, n) => `${count} ${word(n, 'banheiro', 'banheiros')}`,
    size: 'Área', pricePerArea: 'Preço por área', lot: 'terreno', lotSize: 'Tamanho do terreno', yearBuilt: 'Ano de construção', parking: 'Estacionamento', countSpots: (n) => plural(n, 'vaga', 'vagas'),
    daysOnMarket: 'Dias no mercado', hoa: 'Taxa HOA', deposit: 'Depósito', tours: 'Visitas', openHouse: 'casa aberta', tour3d: 'tour 3D',
    seeAll: 'Ver fotos e todos os detalhes'
  },
  leads,
  measures: {
    squareFeet: ['pés quadrados', 'pé quadrado'], squareMeters: ['metros quadrados', 'metro quadrado', 'm2', 'm²'],
    acre: ['acre', 'acres'], hectare: ['hectare', 'hectares'], lot: ['terreno', 'terrenos', 'lote', 'lotes', 'terreno de', 'lote de'], per: ['por', 'o'],
    free: [], big: ['amplo', 'ampla', 'amplos', 'amplas', 'enorme', 'enormes']
  }
} satisfies LanguagePack
