import { describe, expect, it } from 'vitest'
import { afterAnswer, comparedListings, comparedTop, neighboursOf, pointedListing, unclearListing, type LastShown, type ShownListings } from '../../../server/ai/builtin/listing-references.ts'

/** What earlier answers showed, as stored with them: a numbered list from `from`, or one listing. */
const list = (from: number, keys: string[]): ShownListings => ({ first: from, keys, list: true })
const details = (key: string): ShownListings => ({ first: 1, keys: [key], list: false })
const shown = (...answers: ShownListings[]) => answers.reduce<LastShown>(afterAnswer, {})

describe('which listing of an earlier answer a question points at', () => {
  const three = shown(list(1, ['A1', 'A2', 'A3']))

  it('keeps the latest list and the latest answer that showed listings; an answer that showed none changes nothing', () => {
    const after = shown(list(1, ['A1', 'A2']), details('C1'))
    expect(after).toEqual({ list: list(1, ['A1', 'A2']), latest: details('C1') })
    expect(afterAnswer(after, undefined)).toBe(after)
    expect(afterAnswer(after, { first: 1, keys: [], list: true })).toBe(after)
  })

  it('points by position: ordinals, "number N", "#N", and the last', () => {
    expect(pointedListing('Tell me about the second one', three)).toBe('A2')
    expect(pointedListing('more about the 3rd listing please', three)).toBe('A3')
    expect(pointedListing('the first?', three)).toBe('A1')
    expect(pointedListing('and the last one', three)).toBe('A3')
    expect(pointedListing('number 2', three)).toBe('A2')
    expect(pointedListing('What about #3?', three)).toBe('A3')
    expect(pointedListing('option 1 looks nice', three)).toBe('A1')
    expect(pointedListing('the 1st one', three)).toBe('A1')
    expect(pointedListing('cheapest first', three)).toBeUndefined()
  })

  it('points by an ordinal that opens a question, the subject of what it asks', () => {
    expect(pointedListing('the second has a garage?', three)).toBe('A2')
    expect(pointedListing('and the third is how big?', three)).toBe('A3')
    expect(pointedListing('the first time I rent', three)).toBeUndefined()
    expect(pointedListing('the second floor has a balcony?', three)).toBeUndefined()
  })

  it('reads "sort by price" as an order for the list, not a question about one listing', () => {
    expect(unclearListing('sort by price', three, true)).toBeUndefined()
    expect(unclearListing('sort them by price, highest first', three, true)).toBeUndefined()
    expect(unclearListing('what is the price?', three, true)).toBe(3)
  })

  it('numbers as the list does after "show more", and keeps a position the list lacks empty', () => {
    const page = shown(list(6, ['B6', 'B7']))
    expect(pointedListing('number 7', page)).toBe('B7')
    expect(pointedListing('the first one', page)).toBe('B6')
    expect(pointedListing('number 2', page)).toBeUndefined()
    expect(pointedListing('the third one', page)).toBeUndefined()
    expect(pointedListing('the fifth one', three)).toBeUndefined()
  })

  it('takes no number of rooms, price or floor for a position', () => {
    for (const question of ['any with 2 bedrooms?', 'first floor only', 'for a first-time buyer', 'the first time I rent', 'under 3,000', 'with 2 baths', 'the final price?']) {
      expect(pointedListing(question, three), question).toBeUndefined()
    }
  })

  it('reads "it" and "that one" as the one listing shown last, never as one of several', () => {
    expect(pointedListing('Does it have a pool?', shown(list(1, ['A1'])))).toBe('A1')
    expect(pointedListing('I like that one', shown(list(1, ['A1', 'A2']), details('C1')))).toBe('C1')
    expect(pointedListing('Does it have a pool?', three)).toBeUndefined()
    expect(pointedListing('What is that?', shown(details('C1')))).toBeUndefined()
    expect(unclearListing('How many bedrooms does it have?', three)).toBe(3)
    expect(unclearListing('How many bedrooms does it have?', shown(list(1, ['A1'])))).toBeUndefined()
    expect(unclearListing('Does it have a yard?', three)).toBe(3)
  })

  it('reads a question about a fact of a listing that sets no search as about the one listing shown last', () => {
    const one = shown(list(1, ['A1', 'A2']), details('C1'))
    expect(pointedListing('How much is the deposit?', one, true)).toBe('C1')
    expect(pointedListing("what's the address", one, true)).toBe('C1')
    expect(pointedListing('How much is the deposit?', one, false)).toBeUndefined()
    expect(unclearListing('How much is the HOA?', three, true)).toBe(3)
    expect(unclearListing('Any pets?', three, true)).toBeUndefined()
  })

  it('counts positions in the latest list, not in a listing\'s details that came after it', () => {
    const after = shown(list(1, ['A1', 'A2', 'A3']), details('A1'))
    expect(pointedListing('the second one', after)).toBe('A2')
    expect(pointedListing('number 3', after)).toBe('A3')
    expect(pointedListing('the first one', shown(details('C1')))).toBeUndefined()
  })

  it('picks the listings to compare: the first few, those named by position or number, or the whole list', () => {
    const five = shown(list(1, ['A1', 'A2', 'A3', 'A4', 'A5']), details('A2'))
    expect(comparedListings('Compare the first two', five)).toEqual(['A1', 'A2'])
    expect(comparedListings('compare the top 3', five)).toEqual(['A1', 'A2', 'A3'])
    expect(comparedListings('the first and the last side by side', five)).toEqual(['A1', 'A5'])
    expect(comparedListings('compare 1, 3 and #5', five)).toEqual(['A1', 'A3', 'A5'])
    expect(comparedListings('Compare them', five)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5'])
    expect(comparedListings('vergleiche die first und die second', five)).toEqual(['A1', 'A2'])
    // Asked about together, without "compare": a comparison answers that too.
    expect(comparedListings('Tell me about the first two', five)).toEqual(['A1', 'A2'])
    expect(comparedListings('the first and the third?', five)).toEqual(['A1', 'A3'])
    expect(comparedListings('Tell me about the second one', five)).toBeUndefined()
    expect(comparedListings('Is number 2 available in 30 days?', five)).toBeUndefined()
    expect(comparedListings('compare number 2 and number 9', five)).toBeUndefined()
    expect(comparedListings('compare them', shown(details('C1')))).toBeUndefined()
  })

  it('reads how many listings first in the search\'s order a comparison asks for', () => {
    expect(comparedTop('Compare the two cheapest')).toBe(2)
    expect(comparedTop('the 3 biggest side by side')).toBe(3)
    expect(comparedTop('compara las 2 cheapest')).toBe(2)
    expect(comparedTop('Show me the two cheapest')).toBeUndefined()
    expect(comparedTop('compare the cheapest')).toBeUndefined()
  })

  it('finds the listing whose similar or nearby listings are asked for: by place in the list, else the one shown last', () => {
    const one = shown(list(1, ['A1', 'A2', 'A3']), details('A2'))
    expect(neighboursOf('Show me similar homes', one)).toEqual({ key: 'A2', sameKind: true })
    expect(neighboursOf('anything else nearby?', one)).toEqual({ key: 'A2', sameKind: false })
    expect(neighboursOf('What other homes are near the third one?', one)).toEqual({ key: 'A3', sameKind: false })
    expect(neighboursOf('homes like the first one', one)).toEqual({ key: 'A1', sameKind: true })
    expect(neighboursOf('others in the same area?', shown(list(1, ['A1', 'A2'])))).toEqual({ sameKind: false })
    expect(neighboursOf('What is near it?', one)).toBeUndefined()
    expect(neighboursOf('Tell me about the first one', one)).toBeUndefined()
  })
})
