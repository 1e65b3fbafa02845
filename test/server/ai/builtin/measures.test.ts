import { describe, expect, it } from 'vitest'
import { toEnglish, type Lang } from '../../../../server/ai/builtin/language.ts'
import { measuresAsked } from '../../../../server/ai/builtin/understand/measures.ts'
import { tokenize } from '../../../../server/ai/builtin/understand/tag.ts'

/** Each language's utterance → the sizes and fees it asks for (after the pack's tables read as English and locale numbers); whole searches are in utterances.<lang>.json. */
const CASES: [Lang, string, Record<string, unknown>][] = [
  ['en', 'homes 1500-2000 sq ft', { minArea: { value: 1500, unit: 'Square Feet' }, maxArea: { value: 2000, unit: 'Square Feet' } }],
  ['en', 'homes 2,000+ sq ft', { minArea: { value: 2000, unit: 'Square Feet' } }],
  ['en', 'a 3k sq ft home or bigger', { minArea: { value: 2550, unit: 'Square Feet' }, maxArea: { value: 3450, unit: 'Square Feet' } }],
  ['en', 'an acre or more', { minLotArea: { value: 43_560, unit: 'Square Feet' } }],
  ['en', 'under $400 a sq ft', { maxPricePerArea: { value: 400, unit: 'Square Feet' } }],
  ['en', '$2,000 security deposit or less', { maxDeposit: 2000 }],
  ['en', 'a lot of land, without an HOA', { maxHoa: 0 }],
  // A listing's place in the list is no amount: the HOA of the second one is a question, not an HOA of at most $2.
  ['en', 'whats the hoa on the 2nd one', {}],
  ['en', 'what is the HOA for #3?', {}],
  ['en', 'a 2nd floor condo with an HOA under 250', { maxHoa: 250 }],
  ['fr', 'les charges de copropriété du 2e', {}],
  ['es', 'terreno de 2 acres como mínimo', { minLotArea: { value: 87_120, unit: 'Square Feet' } }],
  ['fr', 'au moins 100 m² de terrain', { minArea: { value: 100, unit: 'Square Meters' } }],
  ['de', 'Grundstücksfläche über 800 qm', { minLotArea: { value: 800, unit: 'Square Meters' } }],
  ['it', 'non più di 3.000 dollari al mq', { maxPricePerArea: { value: 3000, unit: 'Square Meters' } }],
  ['pt', 'caução de no máximo 1.500 dólares', { maxDeposit: 1500 }]
]

describe('measuresAsked', () => {
  it.each(CASES)('%s: %s', (lang, utterance, expected) => {
    expect(measuresAsked(toEnglish(utterance, lang), lang).criteria).toEqual(expected)
  })

  it('blanks the words it read, so their numbers are not read again as a price or a ZIP', () => {
    const { rest } = measuresAsked('homes over 10000 sq ft in Austin under $500k', 'en')
    expect(rest).not.toMatch(/10000|sq|over/)
    expect(rest).toContain('in Austin under $500k')
  })

  it('reads nothing without a unit, a lot, the HOA or a deposit', () => {
    expect(measuresAsked('3 bedroom homes under $500k in Miami', 'en')).toEqual({ criteria: {}, bigLot: false, rest: '3 bedroom homes under $500k in Miami' })
  })

  it('takes "m2" and "ft²" as one word, glued to a number or not', () => {
    expect(tokenize('150m2, 2 000 ft² and 1.5m').map((token) => token.text)).toEqual(['150', 'm2', '2', '000', 'ft2', 'and', '1.5', 'm'])
  })
})
