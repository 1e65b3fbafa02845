import type { ListingCard } from '../../../server/schemas/listing-card.ts'
import { cardPrice } from '../../panel/rich/listing-cards.tsx'
import { richStrings as s } from '../../panel/rich/strings.ts'

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 })

/**
 * The listing cards an answer showed the visitor, as the widget draws them (photo, status, price,
 * rooms, the address linking to the listing), without the visitor's buttons.
 */
export function TranscriptCards({ cards }: { cards: ListingCard[] }) {
  return (
    <ul class="listing-cards" aria-label={s.homes}>
      {cards.map((card) => {
        const badge = card.Status === 'PreOnMarket' ? s.comingSoon : card.Status === 'Sold' ? s.sold : ''
        const area = card.BuildingArea ? `${number(card.BuildingArea)} ${card.AreaUnit === 'Square Meters' ? 'm²' : 'sq ft'}` : ''
        return (
          <li key={card.Key} class="listing-card">
            {card.Image
              ? <img src={card.Image} alt={`${s.photoOf} ${card.Address}`} loading="lazy" referrerpolicy="no-referrer" width={240} height={150} />
              : <span class="no-photo">{s.noPhoto}</span>}
            {badge && <span class="badge">{badge}</span>}
            <p class="price">{cardPrice(card, s)}</p>
            <p>{[`${number(card.Bedrooms)} ${s.beds}`, `${number(card.Bathrooms)} ${s.baths}`, area].filter(Boolean).join(' · ')}</p>
            <p dir="auto">{card.Url ? <a href={card.Url} target="_blank" rel="noopener noreferrer">{card.Address}</a> : card.Address} <span class="sub">MLS {card.MLSNumber}</span></p>
          </li>
        )
      })}
    </ul>
  )
}
