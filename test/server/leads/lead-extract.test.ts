import { describe, expect, it } from 'vitest'
import { extractContacts } from '../../../server/leads/extract.ts'

/** [visitor message, e-mail addresses expected, phone numbers expected (E.164)] */
const cases: Array<[string, string[], string[]]> = [
  // contacts people actually write
  ['Call me at (415) 555-2671 tomorrow after 5', [], ['+14155552671']],
  ['You can reach me at Jane.Doe@Example.com.', ['jane.doe@example.com'], []],
  ['UK number: +44 20 7946 0958, or email j.smith@example.co.uk', ['j.smith@example.co.uk'], ['+442079460958']],
  ['My cell in Paris is +33 6 12 34 56 78', [], ['+33612345678']],
  ['Tokyo office +81 3-1234-5678 please', [], ['+81312345678']],
  ['Berlin: +49 30 901820', [], ['+4930901820']],
  ['text 212.555.0147 or 4155552671', [], ['+12125550147', '+14155552671']],
  ['I am "ann+homes@mail.example.org" (work) and ann@example.net', ['ann+homes@mail.example.org', 'ann@example.net'], []],
  ['mailto:bob@example.io, phone: 1-650-253-0000', ['bob@example.io'], ['+16502530000']],
  ['Same again: bob@example.io and BOB@EXAMPLE.IO', ['bob@example.io'], []],
  // numbers and strings that are not contacts
  ['The rent is $2,500 a month and the deposit $3,000', [], []],
  ['Built in 1998, renovated in 2015, 3 bedrooms, 2.5 baths', [], []],
  ['Budget up to $1,250,000; lot 6000 sq ft; ZIP 78704', [], []],
  ['Is MLS 12345678 still available? Priced 725000.00', [], []],
  ['Can we meet 10/12/2025 at 3pm, between 2015-2020 builds?', [], []],
  ['Offers at $ 415 555 2671 or € 212 555 0147 are money, not phones', [], []],
  ['Our logo is logo@2x.png and the host is user@localhost', [], []],
  ['Typos like bob..x@example.com, @example.com or x@-bad.com are not addresses', [], []],
  ['Call 555-1234', [], []]
]

describe('lead extraction', () => {
  it.each(cases)('%s', (text, emails, phones) => {
    expect(extractContacts(text, 'US')).toEqual({ emails, phones })
  })

  it('reads numbers without a country prefix in the configured region', () => {
    expect(extractContacts('Ring me on 020 7946 0958', 'GB').phones).toEqual(['+442079460958'])
    expect(extractContacts('Ring me on 020 7946 0958', 'US').phones).toEqual([])
  })
})
