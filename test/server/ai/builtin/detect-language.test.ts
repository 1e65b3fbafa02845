import { describe, expect, it } from 'vitest'
import { readConversation } from '../../../../server/ai/builtin/dialogue/conversation.ts'
import { detectLanguage, type Lang } from '../../../../server/ai/builtin/language.ts'
import { VOCABULARY } from './vocabulary.ts'

/**
 * Messages as visitors type them: without accents, short, a single word of a pack's table
 * (an ordinal, an amount, a feature, a type), or a compound no table lists whole. Each was
 * read as another language, or as English, while detection read only each pack's markers.
 */
const WRITTEN_IN: Record<Exclude<Lang, 'en'>, string[]> = {
  es: ['cuentame sobre 455 brickell ave', 'la segunda', 'la tercera', 'dime la ultima', 'adosados hasta 400 mil', 'aproximadamente un millon', 'un millon de dolares como maximo',
    'obra nueva', 'comprar un estudio', 'estacionamiento', 'cualquier precio', 'compara 1706 lakeview rd con 4817 maple ave', 'comparame 542 elm st y 1466 river rd', 'Me gustaría agendar una visita a 12 Oak St (MLS LG-100).'],
  fr: ['locations a miami', 'combien coute la deuxieme ?', 'la troisieme', 'le dernier', 'a acheter', 'studios meubles', 'quel est le prix au metre carre', 'oublie le prix',
    'peu importe le prix', 'coproprietes', 'environ un million', 'sans ascenseur', 'climatisation', 'montre m en plus', 'comparez 542 elm st et 1466 river rd'],
  de: ['Mietwohnungen in Portland für höchstens 2500 Dollar', 'Einfamilienhauser', 'Eigentumswohnungen', 'Reihenhauser', 'Grundstucke', 'Strandhaus', 'Neubauwohnungen',
    'Dachterrassenwohnung', 'Penthousewohnungen', 'billigste Mietwohnung', 'vergiss den Preis', 'ab 500 tausend', 'ungefahr 400 tausend', 'Klimaanlage', 'Stellplatz', 'Kaufpreis', 'vergleiche 542 elm st mit 1466 river rd'],
  pt: ['e a segunda?', 'a terceira', 'ate 2 mil por mes', 'cerca de um milhao', 'esquece a piscina', 'sobrados', 'vagas de garagem', 'sem elevador', 'sem piscina', 'compara 1706 lakeview rd com 4817 maple ave', 'elevador e garagem',
    'ar condicionado', 'varanda', 'lareira',
    'casas para comprar em san diego entre 1 milhao e 1,3 milhao', 'quanto e o aluguel por mes?'],
  it: ['quanto costa la prima?', 'quanto costa il terzo', 'e la seconda?', 'la quarta', 'qual e la piu grande', 'confronta 328 sunset blvd e 7752 park pl', 'paragona 542 elm st con 1466 river rd', 'affitti a miami',
    'villette a schiera', 'villette', 'condomini', 'terreni edificabili', 'posto auto', 'al massimo un milione', 'circa 500 mila']
}

/** English questions with words that are other languages' too ("casa", "villa", "patio", "mil"): still English. */
const ENGLISH = ['cheapest rental in portland?', '1.5 mil max, san diego, 3+ beds', 'tell me about 455 brickell ave', 'casa grande style home', 'pool villa', 'Via Roma condos',
  'El Camino Real homes', 'la jolla homes', 'Do you have a studio?', 'rooftop terrace', 'patio', 'condominium', 'the second one', 'compare the first two', 'show me the 1st one', 'Where do young professionals live?',
  // a street address's direction and street words are no French ("n", "st") or Spanish ("se")
  '2210 n 45th st', '1535 SE Belmont St', '7012 24th Ave NW']

describe('the language a visitor writes in', () => {
  for (const [lang, messages] of Object.entries(WRITTEN_IN)) {
    it.each(messages)(`${lang}: %s`, (message) => {
      expect(detectLanguage(message)).toBe(lang)
      expect(detectLanguage(message, 'en')).toBe(lang)
    })
  }

  it.each(ENGLISH)('en: %s', (message) => {
    expect(detectLanguage(message)).toBe('en')
  })

  it('keeps the conversation\'s language when a message has no telling word, or is as telling for two', () => {
    expect(detectLanguage('MLS TX0240001?', 'de')).toBe('de')
    expect(detectLanguage('ok', 'fr')).toBe('fr')
    expect(detectLanguage('Okay!', 'pt')).toBe('pt')
    expect(detectLanguage('455 brickell ave?', 'it')).toBe('it')
    expect(detectLanguage('455 brickell ave?')).toBe('en')
    // "terrenos" is Spanish and Portuguese alike: the language before decides, English when none
    expect(detectLanguage('terrenos', 'pt')).toBe('pt')
    expect(detectLanguage('terrenos', 'es')).toBe('es')
    expect(detectLanguage('terrenos')).toBe('en')
  })

  it('keeps the conversation\'s language for a short message that reads in it, unless another is far more telling', () => {
    expect(detectLanguage('cerca de 400 mil', 'pt')).toBe('pt')
    expect(detectLanguage('cerca de 400 mil', 'es')).toBe('es')
    expect(detectLanguage('frente para o mar', 'pt')).toBe('pt')
    expect(detectLanguage('open house', 'pt')).toBe('pt')
    expect(detectLanguage('open house', 'it')).toBe('it')
    // far more telling for another language
    expect(detectLanguage('la segunda', 'it')).toBe('es')
  })

  it('follows a visitor who changes language', () => {
    expect(detectLanguage('show me condos in Miami', 'es')).toBe('en')
    expect(detectLanguage('y la segunda?', 'fr')).toBe('es')
    expect(detectLanguage('Reihenhauser', 'it')).toBe('de')
  })

  it('reads no language in the chatbot\'s own place names', () => {
    const language = (...questions: string[]) => readConversation(questions.slice(0, -1).map((content) => ({ role: 'user', content, askType: 'Text' })), questions.at(-1)!, VOCABULARY).asked.at(-1)!.lang
    expect(language('condos in Del Mar')).toBe('en')
    expect(language('casas en Costa Mesa')).toBe('es')
    expect(language('case in vendita a portland', 'Del Mar?')).toBe('it')
  })
})
