import { describe, expect, it } from 'vitest'
import { toEnglish, type Lang } from '../../../../server/ai/builtin/language.ts'
import { priceAsked, saleInThousands } from '../../../../server/ai/builtin/understand/money.ts'
import { tagWords } from '../../../../server/ai/builtin/understand/tag.ts'

/** Each language's utterance → the price range its money words ask for (after the pack's tables read as English and locale numbers). */
const CASES: [Lang, string, { minPrice?: number; maxPrice?: number; monthly?: boolean }][] = [
  ['en', 'condos under four hundred thousand', { maxPrice: 400_000 }],
  // The English a phrase is read as is not read again as the language's: the "a" of "a million" is no Italian "a" ("in").
  ['it', 'case in vendita sotto un milione', { maxPrice: 1_000_000 }],
  ['fr', "maisons pour moins d'un million", { maxPrice: 1_000_000 }],
  ['fr', "pas plus d'un demi-million", { maxPrice: 500_000 }],
  ['en', 'half a million tops', { maxPrice: 500_000 }],
  ['en', 'up to one point three million', { maxPrice: 1_300_000 }],
  ['en', 'a quarter million or more', { minPrice: 250_000 }],
  ['en', 'under seven hundred and fifty thousand dollars', { maxPrice: 750_000 }],
  ['en', 'between $300,000 and $450k', { minPrice: 300_000, maxPrice: 450_000 }],
  ['en', 'homes 400-500k', { minPrice: 400_000, maxPrice: 500_000 }],
  ['en', 'from 1.2 to 1.5 million', { minPrice: 1_200_000, maxPrice: 1_500_000 }],
  ['en', 'around 400k', { minPrice: 360_000, maxPrice: 440_000 }],
  // A band, as agents say a sale price: "the 400s", its low, mid and high thirds, "the 450s".
  ['en', 'homes in the 400s', { minPrice: 400_000, maxPrice: 499_999 }],
  ['en', 'something in the low 500s', { minPrice: 500_000, maxPrice: 533_333 }],
  ['en', 'in the mid-400s', { minPrice: 433_333, maxPrice: 466_667 }],
  ['en', 'condos in the high 300s', { minPrice: 366_667, maxPrice: 400_000 }],
  ['en', 'condos in the 450s', { minPrice: 450_000, maxPrice: 459_999 }],
  ['en', 'rooms for 400s of people', {}],
  ['en', '$600k or more', { minPrice: 600_000 }],
  ['en', 'what about under 3 grand?', { maxPrice: 3000 }],
  ['en', 'a 2 bed apartment for $2,000 a month', { maxPrice: 2000, monthly: true }],
  ['en', '$1.3M homes', { maxPrice: 1_300_000 }],
  ['en', '$2500/mo', { maxPrice: 2500, monthly: true }],
  ['en', 'under two and a half grand a month', { maxPrice: 2500, monthly: true }],
  ['en', 'under two and a half million', { maxPrice: 2_500_000 }],
  ['en', 'no more than 2 million and a half', { maxPrice: 2_500_000 }],
  ['en', 'under two thousand five hundred', { maxPrice: 2500 }],
  ['en', 'up to one million two hundred thousand', { maxPrice: 1_200_000 }],
  ['en', 'under two hundred thousand three bedroom homes', { maxPrice: 200_000 }],
  ['en', '3 bedrooms or more, 2+ baths', {}],
  ['en', 'homes in 78701', {}],
  ['en', 'MLS TX0240000 please', {}],
  ['es', 'casas en venta por menos de un millón', { maxPrice: 1_000_000 }],
  ['es', 'pisos por menos de 1,5 millones', { maxPrice: 1_500_000 }],
  ['es', 'entre 300 y 500 mil', { minPrice: 300_000, maxPrice: 500_000 }],
  ['es', 'medio millon como maximo', { maxPrice: 500_000 }],
  ['es', 'alquiler de 2.000 dólares al mes', { maxPrice: 2000, monthly: true }],
  ['fr', 'moins de 500 000 $', { maxPrice: 500_000 }],
  ['fr', 'un demi-million au maximum', { maxPrice: 500_000 }],
  ['fr', 'environ 2000 dollars par mois', { minPrice: 1800, maxPrice: 2200, monthly: true }],
  ['de', 'unter 1,2 Millionen', { maxPrice: 1_200_000 }],
  ['de', 'Wohnungen zur Miete unter 2.000 Dollar im Monat', { maxPrice: 2000, monthly: true }],
  ['de', 'zwischen 300.000 und 450.000', { minPrice: 300_000, maxPrice: 450_000 }],
  ['pt', 'casas à venda até 900 mil', { maxPrice: 900_000 }],
  ['pt', 'meio milhão ou menos', { maxPrice: 500_000 }],
  ['it', 'case sotto i 600 mila dollari', { maxPrice: 600_000 }],
  ['it', 'tra 400 e 500 mila', { minPrice: 400_000, maxPrice: 500_000 }],
  ['it', 'affitto al massimo 1.800 al mese', { maxPrice: 1800, monthly: true }]
]

describe('reading money', () => {
  it.each(CASES)('%s: %s', (lang, utterance, expected) => {
    const { rest: _rest, ...price } = priceAsked(toEnglish(utterance, lang))
    expect(price).toEqual({ monthly: false, ...expected })
  })

  it('tags the words of money in each language as the English pack\'s', () => {
    expect(tagWords(toEnglish('menos de medio millón al mes', 'es')).map(({ slot, value }) => [slot, value]))
      .toEqual([['money', 'under'], ['money', 'half'], ['money', 'million'], ['money', 'monthly']])
  })

  it('reads a bare sale price under a thousand in thousands, and leaves other prices as they are', () => {
    expect(saleInThousands({ minPrice: 300, maxPrice: 450 })).toEqual({ minPrice: 300_000, maxPrice: 450_000 })
    expect(saleInThousands({ minPrice: 300, maxPrice: 1_200_000 })).toEqual({ minPrice: 300_000, maxPrice: 1_200_000 })
    expect(saleInThousands({ maxPrice: 450_000 })).toBeUndefined()
    expect(saleInThousands({ maxPrice: 2000 })).toBeUndefined()
    expect(saleInThousands({ maxPrice: 5 })).toBeUndefined()
  })

  it('blanks the words it read, so their digits are not read again', () => {
    expect(priceAsked('condos under $450k in 78701').rest).toBe(`condos ${' '.repeat('under $450k'.length)} in 78701`)
  })
})
