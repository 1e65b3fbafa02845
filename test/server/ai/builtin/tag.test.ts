import { describe, expect, it } from 'vitest'
import { toEnglish, type Lang } from '../../../../server/ai/builtin/language.ts'
import { dealWords, listingOrder, propertyType, roomCount } from '../../../../server/ai/builtin/understand/rules.ts'
import { tagWords } from '../../../../server/ai/builtin/understand/tag.ts'

/** Each language's utterance → the slots its words carry, in order, read as the reader reads them (after the pack's tables read as English); money words are money.test.ts'. */
const CASES: [Lang, string, [string, unknown][]][] = [
  ['en', 'at least 3 beds for rent', [['comparison', 'atLeast'], ['count', 3], ['unit', 'bedroom'], ['deal', 'rent']]],
  ['en', '2+ bedrooms, 1.5 baths or more', [['count', 2], ['comparison', 'orMore'], ['unit', 'bedroom'], ['count', 1.5], ['unit', 'bathroom'], ['comparison', 'orMore']]],
  ['en', 'a 3bd2ba to own', [['count', 3], ['unit', 'bedroom'], ['count', 2], ['unit', 'bathroom'], ['deal', 'sale']]],
  ['es', 'pisos en alquiler con al menos dos habitaciones', [['type', 'apartment'], ['deal', 'rent'], ['comparison', 'atLeast'], ['count', 2], ['unit', 'bedroom']]],
  ['es', 'casas en venta con 3 baños o más', [['deal', 'sale'], ['count', 3], ['unit', 'bathroom'], ['comparison', 'orMore']]],
  ['fr', 'maisons à vendre avec au moins trois chambres', [['deal', 'sale'], ['comparison', 'atLeast'], ['count', 3], ['unit', 'bedroom']]],
  ['de', 'Wohnungen zur Miete mit mehr als 2 Schlafzimmern', [['type', 'apartment'], ['deal', 'rent'], ['comparison', 'moreThan'], ['count', 2], ['unit', 'bedroom']]],
  ['pt', 'casas à venda com pelo menos 3 quartos', [['deal', 'sale'], ['comparison', 'atLeast'], ['count', 3], ['unit', 'bedroom']]],
  ['it', 'appartamenti in affitto con 2 bagni o più', [['type', 'apartment'], ['deal', 'rent'], ['count', 2], ['unit', 'bathroom'], ['comparison', 'orMore']]],
  ['en', 'single-family homes or town homes, not a lot of land', [['type', 'single'], ['type', 'town'], ['type', 'land']]],
  ['es', 'adosados o terrenos en venta', [['type', 'town'], ['type', 'land'], ['deal', 'sale']]],
  ['de', 'Eigentumswohnungen oder Reihenhäuser', [['type', 'condo'], ['type', 'town']]],
  ['en', 'the lowest rent, 3 beds or bigger', [['deal', 'rent'], ['order', 'price_asc'], ['count', 3], ['unit', 'bedroom'], ['comparison', 'orMore'], ['order', 'largest']]],
  ['fr', 'les maisons les moins chères', [['order', 'price_asc']]],
  ['pt', 'qual é a mais barata?', [['order', 'price_asc']]],
  ['en', 'the 2nd listing, or the last', [['ordinal', 'second'], ['ordinal', 'last']]],
  ['es', 'la cuarta, por favor', [['ordinal', 'fourth']]],
  ['fr', 'le cinquième ou le dernier', [['ordinal', 'fifth'], ['ordinal', 'last']]],
  ['de', 'das siebte bitte', [['ordinal', 'seventh']]],
  ['pt', 'a décima', [['ordinal', 'tenth']]],
  ['it', 'il sesto', [['ordinal', 'sixth']]]
]

describe('tagging words with slots', () => {
  it.each(CASES)('%s: %s', (lang, utterance, expected) => {
    expect(tagWords(toEnglish(utterance, lang)).filter(({ slot }) => slot !== 'money').map(({ slot, value }) => [slot, value])).toEqual(expected)
  })

  it('reads a count only where it stands next to what it counts', () => {
    expect(roomCount(tagWords('3 bedrooms or more'), 'bedroom')).toEqual({ min: 3 })
    expect(roomCount(tagWords('more than 2 baths'), 'bathroom')).toEqual({ min: 3 })
    expect(roomCount(tagWords('3-bedroom condo'), 'bedroom')).toEqual({ exact: 3 })
    expect(roomCount(tagWords('3, bedrooms'), 'bedroom')).toEqual({})
    expect(roomCount(tagWords('someone bedroom'), 'bedroom')).toEqual({})
    expect(roomCount(tagWords('over 3 beds'), 'bathroom')).toEqual({})
  })

  it('names one property type, condos before apartments, none for "a lot of"', () => {
    expect(propertyType(tagWords('an apartment or a condo'))).toBe('condo')
    expect(propertyType(tagWords('a detached house'))).toBe('single family')
    expect(propertyType(tagWords('a lot of space'))).toBeUndefined()
    expect(propertyType(tagWords('a vacant lot'))).toBe('land')
  })

  it('asks for one order, the newest built before the newest listed', () => {
    expect(listingOrder(tagWords('the newest built homes'))).toBe('built')
    expect(listingOrder(tagWords('newest and most recently built'))).toBe('built')
    expect(listingOrder(tagWords('the biggest of the cheapest'))).toBe('price_asc')
    expect(listingOrder(tagWords('3 bedroom homes'))).toBeUndefined()
  })

  it('knows which of sale and rent comes last', () => {
    expect(dealWords(tagWords('I rent now but want to buy'))).toEqual({ rent: true, sale: true, last: 'sale' })
    expect(dealWords(tagWords('homes to let'))).toEqual({ rent: true, sale: false, last: 'rent' })
    expect(dealWords(tagWords('3 bedroom homes'))).toEqual({ rent: false, sale: false })
  })
})
