import type { ListingCard } from '../../api/ask-stream.ts'

/** A list item's first line: "1. ", "2) ", "- ", "* ", "+ " (up to 3 spaces in). */
const ITEM = /^ {0,3}(?:\d{1,9}[.)]|[-*+])\s/
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether one list item names one of the cards: by its Url, or by its MLS number as a whole word. */
const namesACard = (item: string, cards: ListingCard[]) =>
  cards.some((card) => (card.Url && item.includes(card.Url)) || (card.MLSNumber && new RegExp(`(^|[^\\w-])${escape(card.MLSNumber)}(?![\\w-])`).test(item)))

/**
 * The text around the markdown lists that the cards replace: a list (numbered or bulleted)
 * in which every item names one of the answer's cards, by its Url or its MLS number. The
 * cards go where the first such list was; every such list leaves the text (the cards carry
 * those homes). Null when no list qualifies: then the whole text shows, and the cards under it.
 *
 * @example
 * aroundCardList('Two homes:\n\n1. [4521 Oak St](https://x/1) · MLS A1\n2. … MLS A2\n\nWant more?', cards)
 * // ['Two homes:', 'Want more?']
 */
export function aroundCardList(text: string, cards: ListingCard[]): [string, string] | null {
  const lines = text.split('\n')
  const kept: string[] = []
  let at = -1
  for (let index = 0; index < lines.length; ) {
    if (!ITEM.test(lines[index]!)) {
      kept.push(lines[index++]!)
      continue
    }
    // One list: items, their indented lines, and blank lines between items.
    const items: string[] = []
    let end = index
    while (end < lines.length) {
      const line = lines[end]!
      if (ITEM.test(line)) items.push(line)
      else if (/^\s+\S/.test(line) && items.length) items[items.length - 1] += `\n${line}`
      else if (!(line.trim() === '' && ITEM.test(lines.slice(end).find((next) => next.trim() !== '') ?? ''))) break
      end++
    }
    if (items.every((item) => namesACard(item, cards))) {
      if (at < 0) at = kept.length
    } else kept.push(...lines.slice(index, end))
    index = end
  }
  return at < 0 ? null : [kept.slice(0, at).join('\n').trim(), kept.slice(at).join('\n').trim()]
}
