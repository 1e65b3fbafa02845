import { describe, expect, test } from 'vitest'
import type { ListingCard } from '../../src/api/ask-stream.ts'
import { aroundCardList } from '../../src/panel/markdown/card-list.ts'

const card = (MLSNumber: string, Url = ''): ListingCard => ({
  Key: MLSNumber.padEnd(32, '0'), MLSNumber, Url, Address: '1 Main St', SaleType: 'for_sale', Status: 'Active', CurrencySymbol: '$',
  Price: 1, Bedrooms: 1, Bathrooms: 1, BuildingArea: 0, AreaUnit: 'Square Feet', PropertyType: 'House', Image: ''
})
const cards = [card('TX1', 'https://homes.example/a?mls=TX1'), card('TX2'), card('TX3')]

describe('the list that the cards replace', () => {
  test('a numbered list whose every item names a card by MLS number or Url leaves the text; the cards go where it was', () => {
    const answer = 'I found 3 homes in Austin.\n\n1. **[4521 Oak St](https://homes.example/a?mls=TX1)** — $425,000\n2. **Elm St** — $300,000 · MLS TX2\n' +
      '3. **Pine St** — MLS TX3\n\nWould you like to see rentals too?'
    expect(aroundCardList(answer, cards)).toEqual(['I found 3 homes in Austin.', 'Would you like to see rentals too?'])
  })

  test('bulleted and loose lists, with indented lines, count; a list that ends the answer leaves nothing after it', () => {
    expect(aroundCardList('Two homes:\n\n- MLS TX1\n  a condo\n\n- MLS TX2', cards)).toEqual(['Two homes:', ''])
  })

  test('a list with one item that names no card stays whole, and so does a number that only contains an MLS number', () => {
    expect(aroundCardList('Homes:\n1. MLS TX1\n2. MLS TX9', cards)).toBeNull()
    expect(aroundCardList('Homes:\n1. MLS TX1\n2. MLS TX10', cards)).toBeNull()
    expect(aroundCardList('Homes:\n1. MLS TX1\n2. Ask me about schools', cards)).toBeNull()
  })

  test('an answer without a list keeps its text: the cards show under it', () => {
    expect(aroundCardList('**Oak St** — MLS TX1\n\n- **Price:** $425,000', cards)).toBeNull()
  })

  test('other lists stay where they are; every list of cards leaves', () => {
    expect(aroundCardList('For sale:\n1. MLS TX1\n\nTips:\n- bring ID\n\nFor rent:\n1. MLS TX2', cards)).toEqual(['For sale:', 'Tips:\n- bring ID\n\nFor rent:'])
  })
})
