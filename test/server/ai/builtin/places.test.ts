import { describe, expect, it } from 'vitest'
import { toEnglish, type Lang } from '../../../../server/ai/builtin/language.ts'
import { placesIn } from '../../../../server/ai/builtin/understand/places.ts'
import { VOCABULARY } from './vocabulary.ts'

/** Each language's utterance → the places it names among the chatbot's cities (see vocabulary.ts) and the US states. */
const CASES: [Lang, string, { cities: string[]; state?: string; unknown?: string }][] = [
  ['en', 'Seattle or Portland, rentals under $3,000', { cities: ['Seattle', 'Portland'] }],
  ['en', 'homes in San Diego and Costa Mesa', { cities: ['San Diego', 'Costa Mesa'] }],
  ['en', 'condos in Portland, OR', { cities: ['Portland'], state: 'OR' }],
  ['en', 'anything in Texas?', { cities: [], state: 'TX' }],
  ['en', 'homes in tx', { cities: [], state: 'TX' }],
  ['en', 'homes in Seatle', { cities: ['Seattle'] }],
  ['en', 'homes for sale in sandiego', { cities: ['San Diego'] }],
  ['en', 'houses in Boston please', { cities: [], unknown: 'Boston' }],
  ['en', 'listed in May', { cities: [] }],
  ['en', 'MLS TX0240000', { cities: [] }],
  ['es', 'casas en venta en Del Mar', { cities: ['Del Mar'] }],
  ['fr', 'maisons à louer à Austin ou à Denver', { cities: ['Austin', 'Denver'] }],
  ['de', 'Häuser in Nürnberg', { cities: [], unknown: 'Nurnberg' }],
  ['pt', 'casas em Miami, FL', { cities: ['Miami'], state: 'FL' }],
  ['it', 'case in affitto a San Diego', { cities: ['San Diego'] }]
]

describe('reading places', () => {
  it.each(CASES)('%s: %s', (lang, utterance, expected) => {
    const { masked: _masked, ...places } = placesIn(toEnglish(utterance, lang), VOCABULARY)
    expect(places).toEqual(expected)
  })

  it('masks the chatbot\'s own places, so "Costa Mesa" and "Del Mar" are no words of the question', () => {
    expect(placesIn('homes in Costa Mesa near the beach', VOCABULARY).masked).toBe(`homes in ${' '.repeat('Costa Mesa'.length)} near the beach`)
    expect(placesIn('del mar condos', VOCABULARY).masked).toBe(`${' '.repeat('del mar'.length)} condos`)
  })
})
