import { describe, expect, it } from 'vitest'
import { tagWords } from '../../../../server/ai/builtin/understand/tag.ts'
import { closeWord } from '../../../../server/ai/builtin/understand/typos.ts'

const slots = (text: string) => tagWords(text).filter((tag) => tag.slot === 'deal' || tag.slot === 'type').map((tag) => tag.value)

describe('typos: a word for sale, rent or a property type typed with a typo', () => {
  it('reads one letter off in a long word, and two neighbouring letters swapped in a four-letter one', () => {
    expect(closeWord('apartmnts', ['apartment', 'apartments'])).toBe('apartments')
    expect(closeWord('rnet', ['rent', 'rental'])).toBe('rent')
    expect(slots('apartmnts for rnet in seatle')).toEqual(['apartment', 'rent'])
    expect(slots('townhouses for slae')).toEqual(['town', 'sale'])
    expect(slots('a condoo to rentt')).toEqual(['condo', 'rent'])
  })

  it('never reads a word of its own, a short word, a name or a changed first letter as a typo', () => {
    expect(slots('at least 2 bedrooms, please')).toEqual([])
    expect(slots('I am leaving Seattle for Salem')).toEqual([])
    expect(slots('homes near the tent')).toEqual([])
    expect(closeWord('pats', ['apts'])).toBeUndefined()
    expect(closeWord('rant', ['rent'])).toBeUndefined()
  })
})
