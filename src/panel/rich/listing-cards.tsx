import type { ListingCard } from '../../api/ask-stream.ts'
import type { WidgetModel } from '../models/widget.ts'
import type { RichStrings } from './strings.ts'

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 })

/**
 * "$425,000", "$2,150/month"; empty when the listing has no price.
 *
 * @example
 * cardPrice({ Price: 2150, CurrencySymbol: '$', SaleType: 'for_rent' }, strings) // '$2,150/month'
 */
export function cardPrice(card: Pick<ListingCard, 'Price' | 'CurrencySymbol' | 'SaleType'>, s: RichStrings): string {
  if (card.Price === null) return ''
  return `${card.CurrencySymbol}${number(Math.round(card.Price))}${card.SaleType === 'for_rent' ? s.perMonth : ''}`
}

/** "3 bd · 2 ba · 1,480 sq ft" */
function facts(card: ListingCard, s: RichStrings): string {
  const area = card.BuildingArea ? `${number(card.BuildingArea)} ${card.AreaUnit === 'Square Meters' ? 'm²' : 'sq ft'}` : ''
  return [`${number(card.Bedrooms)} ${s.beds}`, `${number(card.Bathrooms)} ${s.baths}`, area].filter(Boolean).join(' · ')
}

const HOUSE = 'M12 3 2 12h3v8h5v-6h4v6h5v-8h3z'

/**
 * The listings an answer names, as a row of cards that scrolls sideways on narrow screens:
 * photo (or a drawn placeholder), status, price, rooms, the address linking to the listing,
 * and two actions: ask about it (by MLS number) and schedule a showing (the talk-to-a-person
 * form with the home named). The row itself is focusable so the keyboard can scroll it.
 *
 * @example
 * <ListingCards cards={message.listings} model={model} strings={strings} />
 */
export function ListingCards({ cards, model, s }: { cards: ListingCard[]; model: WidgetModel; s: RichStrings }) {
  const clicked = (card: ListingCard, action: 'ask' | 'showing' | 'link') =>
    model.host.emit('card_click', { chatbotId: model.host.chatbotId, action, mlsNumber: card.MLSNumber, url: card.Url })
  const showings = Boolean(model.config.value?.TalkToHuman)
  return (
    <ul class="cards" tabIndex={0} aria-label={s.homes}>
      {cards.map((card) => {
        const badge = card.Status === 'PreOnMarket' ? s.comingSoon : card.Status === 'Sold' ? s.sold : ''
        return (
          <li key={card.Key} class="card">
            <div class="photo">
              {card.Image ? (
                <img src={card.Image} alt={`${s.photoOf} ${card.Address}`} loading="lazy" decoding="async" referrerpolicy="no-referrer" width={240} height={150} />
              ) : (
                <span class="ph" role="img" aria-label={s.noPhoto}>
                  <svg viewBox="0 0 24 24" aria-hidden="true"><path d={HOUSE} /></svg>
                </span>
              )}
              {badge && <span class={`badge ${card.Status === 'Sold' ? 'sold' : 'soon'}`}>{badge}</span>}
            </div>
            <p class="price">{cardPrice(card, s)}</p>
            <p class="facts">{facts(card, s)}</p>
            {card.Url ? (
              <a class="addr" dir="auto" href={card.Url} target="_blank" rel="noopener noreferrer" onClick={() => clicked(card, 'link')}>{card.Address}</a>
            ) : (
              <p class="addr" dir="auto">{card.Address}</p>
            )}
            <div class="acts">
              <button type="button" disabled={model.chat.streaming.value} onClick={() => {
                clicked(card, 'ask')
                void model.chat.send({ text: `${s.askAbout} ${card.MLSNumber}`, type: 'Text', fileIds: [] })
              }}>{s.ask}</button>
              {showings && (
                <button type="button" onClick={() => {
                  clicked(card, 'showing')
                  model.handoffNote.value = `${s.showingNote} ${card.Address} (MLS ${card.MLSNumber}).`
                  model.handoff.value = true
                }}>{s.showing}</button>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
