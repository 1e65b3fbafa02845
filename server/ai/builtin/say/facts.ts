import type { ListingRow } from '../../../store/listings.ts'
import { PACKS, type Lang } from '../languages/index.ts'
import { area, listingMoney } from '../listing-text.ts'
import type { Fact } from '../parse-question.ts'

/**
 * The facts a question asks of one listing by name ("does it have a gym? and what is the HOA?"),
 * one line each before its details: the listing's value, or a plain "not stated" where the
 * listing gives none, so no part of a two-part question goes unanswered and nothing is invented.
 *
 * @example
 * factAnswers(row, ['hoa'], 'en') // '**HOA:** $250/month\n\n'
 * factAnswers(rowWithoutHoa, ['hoa'], 'en') // '**HOA:** not stated in this listing.\n\n'
 */
export function factAnswers(row: ListingRow, facts: Fact[], lang: Lang): string {
  const { labels, phrases } = PACKS[lang]
  const values: Record<Fact, [label: string, value: string]> = {
    hoa: [labels.hoa, row.hoa_month ? `${listingMoney(row, row.hoa_month, lang)}${phrases.perMonth}` : ''],
    deposit: [labels.deposit, row.deposit_fee ? listingMoney(row, row.deposit_fee, lang) : ''],
    pricePerArea: [labels.pricePerArea, row.unit_area_price ? `${listingMoney(row, row.unit_area_price, lang)}/${area(1, row.area_unit).slice(2)}` : ''],
    yearBuilt: [labels.yearBuilt, row.year_built ? String(row.year_built) : ''],
    lotSize: [labels.lotSize, row.lot_area ? area(row.lot_area, row.area_unit, lang) : '']
  }
  const lines = facts.map((fact) => {
    const [label, value] = values[fact]
    return value ? `**${label}${labels.colon}** ${value}` : phrases.notStated(label)
  })
  return lines.length ? `${lines.join('\n')}\n\n` : ''
}
