import { useLayoutEffect, useRef, useState } from 'preact/hooks'
import type { ListingCard } from '../../api/ask-stream.ts'
import type { WidgetModel } from '../models/widget.ts'
import { propertyTypeName, type RichStrings } from './strings.ts'

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

/** "Condo · 3 bd · 2 ba · 1,480 sq ft", in the panel's language */
function facts(card: ListingCard, s: RichStrings): string {
  const area = card.BuildingArea ? `${number(card.BuildingArea)} ${card.AreaUnit === 'Square Meters' ? 'm²' : s.sqft}` : ''
  return [propertyTypeName(card.PropertyType, s), `${number(card.Bedrooms)} ${s.beds}`, `${number(card.Bathrooms)} ${s.baths}`, area].filter(Boolean).join(' · ')
}

const HOUSE = 'M12 3 2 12h3v8h5v-6h4v6h5v-8h3z'
const CHEVRON = 'm9 6 6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6z'

/** An arrow button over one end of the row. */
const Turn = ({ way, label, onClick }: { way: 'prev' | 'next'; label: string; onClick: () => void }) => (
  <button type="button" class={`turn ${way}`} aria-label={label} title={label} onClick={onClick}>
    <svg viewBox="0 0 24 24" aria-hidden="true"><path d={CHEVRON} /></svg>
  </button>
)

/** Which way the row can still scroll: [back, forward] (in the reading direction). */
function useScrollEnds(row: { current: HTMLElement | null }): [boolean, boolean, () => void] {
  const [ends, setEnds] = useState<[boolean, boolean]>([false, false])
  const measure = () => {
    const element = row.current
    if (!element) return
    const left = Math.abs(element.scrollLeft)
    const rest = element.scrollWidth - element.clientWidth - left
    setEnds((now) => (now[0] === left > 1 && now[1] === rest > 1 ? now : [left > 1, rest > 1]))
  }
  useLayoutEffect(() => {
    measure()
    if (typeof ResizeObserver === 'undefined' || !row.current) return
    const observer = new ResizeObserver(measure)
    observer.observe(row.current)
    return () => observer.disconnect()
  }, [])
  return [ends[0], ends[1], measure]
}

/** The photo, or the drawn placeholder when there is none or it fails to load (MLS photo links expire). */
function Photo({ card, s }: { card: ListingCard; s: RichStrings }) {
  const [failed, setFailed] = useState(false)
  return card.Image && !failed ? (
    <img src={card.Image} alt={`${s.photoOf} ${card.Address}`} loading="lazy" decoding="async" referrerpolicy="no-referrer" width={240} height={150} onError={() => setFailed(true)} />
  ) : (
    <span class="ph" role="img" aria-label={s.noPhoto}>
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d={HOUSE} /></svg>
    </span>
  )
}

/**
 * The listings an answer names, as a row of cards as wide as the panel that scrolls sideways:
 * photo (or a drawn placeholder), status, price, rooms, the address linking to the listing,
 * and two actions: ask about it (by MLS number) and schedule a showing (a chat message naming
 * the home; the assistant asks for the preferred times). The next card peeks in, and arrow buttons show while there is
 * more either way; the row itself is focusable so the keyboard can scroll it too.
 *
 * @example
 * <ListingCards cards={message.listings} model={model} strings={strings} />
 */
export function ListingCards({ cards, model, s }: { cards: ListingCard[]; model: WidgetModel; s: RichStrings }) {
  const clicked = (card: ListingCard, action: 'ask' | 'showing' | 'link') =>
    model.host.emit('card_click', { chatbotId: model.host.chatbotId, action, mlsNumber: card.MLSNumber, url: card.Url })
  /** Both actions ask in the chat: about the home, or for a showing (the assistant then asks for times). */
  const ask = (card: ListingCard, action: 'ask' | 'showing', text: string) => {
    clicked(card, action)
    void model.chat.send({ text, type: 'Text', fileIds: [] })
  }
  const showings = Boolean(model.config.value?.TalkToHuman)
  const row = useRef<HTMLUListElement>(null)
  const [back, forward, measure] = useScrollEnds(row)
  const step = (way: number) => {
    const element = row.current!
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1
    element.scrollBy({ left: way * rtl * (element.firstElementChild as HTMLElement).offsetWidth, behavior: 'smooth' })
  }
  return (
    <div class="cardrow">
    <ul class="cards" ref={row} tabIndex={0} aria-label={s.homes} onScroll={measure}>
      {cards.map((card) => {
        const badge = card.Status === 'PreOnMarket' ? s.comingSoon : card.Status === 'Sold' ? s.sold : ''
        return (
          <li key={card.Key} class="card">
            <div class="photo">
              <Photo card={card} s={s} />
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
              <button type="button" disabled={model.chat.streaming.value} onClick={() => ask(card, 'ask', `${s.askAbout} ${card.MLSNumber}`)}>{s.ask}</button>
              {showings && (
                <button type="button" disabled={model.chat.streaming.value} onClick={() => ask(card, 'showing', `${s.showingNote} ${card.Address} (MLS ${card.MLSNumber}).`)}>{s.showing}</button>
              )}
            </div>
          </li>
        )
      })}
    </ul>
      {back && <Turn way="prev" label={s.previous} onClick={() => step(-1)} />}
      {forward && <Turn way="next" label={s.next} onClick={() => step(1)} />}
    </div>
  )
}
