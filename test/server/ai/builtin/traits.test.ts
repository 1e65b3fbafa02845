import { describe, expect, it } from 'vitest'
import { toEnglish, type Lang } from '../../../../server/ai/builtin/language.ts'
import { describeSearch } from '../../../../server/ai/builtin/listing-text.ts'
import { traitsAsked } from '../../../../server/ai/builtin/understand/traits.ts'

const YEAR = 2026

/** Each language's utterance → what it asks a listing to be (after the pack's tables read as English); whole searches are in utterances.<lang>.json. */
const CASES: [Lang, string, Record<string, unknown>][] = [
  ['en', 'new construction condos with 2 parking spots', { minYearBuilt: 2021, minParking: 2 }],
  ['en', 'historic homes with a 2-car garage', { maxYearBuilt: 1966, minParking: 2 }],
  ['en', 'parking for 3 cars', { minParking: 3 }],
  ['en', 'homes on the market for less than 30 days', { maxDaysOnMarket: 30 }],
  // The least time on the market: listings that have sat a while (not "listed in the last 90 days").
  ['en', 'homes on the market for more than 90 days', { minDaysOnMarket: 91 }],
  ['en', 'homes that have been on the market at least 60 days', { minDaysOnMarket: 60 }],
  ['en', 'on the market 120 days or more', { minDaysOnMarket: 120 }],
  ['es', 'casas en el mercado hace más de 90 días', { minDaysOnMarket: 91 }],
  ['fr', 'maisons sur le marché depuis plus de 90 jours', { minDaysOnMarket: 91 }],
  ['en', 'listed in the last week, with an open house', { maxDaysOnMarket: 7, tours: 'OpenHouse' }],
  ['en', 'just listed, with a virtual tour', { maxDaysOnMarket: 14, tours: '3D' }],
  ['en', 'recently sold', { status: 'Sold' }],
  ['en', 'a private room', { spaceType: 'Room' }],
  ['es', 'casas con 2 plazas de garaje', { minParking: 2 }],
  ['es', 'casa a estrenar, publicada esta semana', { minYearBuilt: 2021, maxDaysOnMarket: 7 }],
  ['es', 'pisos de obra nueva con jornada de puertas abiertas', { minYearBuilt: 2021, tours: 'OpenHouse' }],
  ['es', 'casas recién vendidas', { status: 'Sold' }],
  ['es', 'en el mercado hace menos de 20 días', { maxDaysOnMarket: 20 }],
  ['fr', 'appartements avec parking', { minParking: 1 }],
  ['fr', 'garage pour 2 voitures', { minParking: 2 }],
  ['fr', 'appartement avec visite virtuelle', { tours: '3D' }],
  ['fr', 'une chambre privée', { spaceType: 'Room' }],
  ['fr', 'bientôt disponible', { status: 'PreOnMarket' }],
  ['de', 'Neubau mit Tiefgarage', { minYearBuilt: 2021, minParking: 1 }],
  ['de', 'Altbau mit 2 Stellplätzen', { maxYearBuilt: 1966, minParking: 2 }],
  ['de', 'Häuser mit Besichtigungstermin', { tours: 'OpenHouse' }],
  ['de', 'WG-Zimmer in den letzten 10 Tagen inseriert', { spaceType: 'Room', maxDaysOnMarket: 10 }],
  ['pt', 'casas com 2 vagas de garagem', { minParking: 2 }],
  ['pt', 'apartamento inteiro, anunciado este mês', { spaceType: 'Entire place', maxDaysOnMarket: 30 }],
  ['pt', 'imóveis recém vendidos', { status: 'Sold' }],
  ['it', 'appartamenti con posto auto', { minParking: 1 }],
  ['it', 'case storiche pubblicate negli ultimi 10 giorni', { maxYearBuilt: 1966, maxDaysOnMarket: 10 }],
  ['it', 'stanza privata con tour virtuale', { spaceType: 'Room', tours: '3D' }],
  // Counts in words, read by each pack's number words as elsewhere.
  ['es', 'casas con dos plazas de garaje', { minParking: 2 }],
  ['de', 'Häuser mit Garage für zwei Autos', { minParking: 2 }],
  ['pt', 'casas com duas vagas de garagem', { minParking: 2 }]
]

describe('traitsAsked', () => {
  it.each(CASES)('%s: %s', (lang, utterance, expected) => {
    expect(traitsAsked(toEnglish(utterance, lang), YEAR).criteria).toEqual(expected)
  })

  it('blanks the words it read, so their numbers are not read again as a price or a bedroom count', () => {
    const { rest } = traitsAsked('3 bedroom homes on the market under 30 days with 2 parking spots in Austin', YEAR)
    expect(rest).not.toMatch(/30|days|parking|\b2\b/)
    expect(rest).toContain('3 bedroom homes')
    expect(rest).toContain('in Austin')
  })

  it('blanks a bound of time on the market with it, so "more than" and "or more" bound no price, and says it in the answer', () => {
    for (const utterance of ['homes on the market for more than 90 days under 500k', 'homes on the market 90 days or more under 500k']) {
      const { rest } = traitsAsked(utterance, YEAR)
      expect(rest).not.toMatch(/more|90|days/)
      expect(rest).toContain('under 500k')
    }
    expect(describeSearch({ city: 'Austin', minDaysOnMarket: 91 })).toBe('homes in Austin, on the market for 91 days or more')
    // Several types asked for at once are named as asked.
    expect(describeSearch({ city: 'Seattle', propertyTypes: ['condo', 'town'] })).toBe('condos or townhouses in Seattle')
  })

  it('reads nothing in a message without a trait, parking or time on the market', () => {
    expect(traitsAsked('3 bedroom homes under $500k in Miami', YEAR)).toEqual({ criteria: {}, rest: '3 bedroom homes under $500k in Miami' })
  })
})
