import { distance } from 'fastest-levenshtein'

/** Common words that are a letter or two from some city's name and must never be read as one. */
const NOT_CITIES = new Set(['homes', 'house', 'houses', 'rental', 'rentals', 'condos', 'listing', 'listings', 'bedroom', 'bedrooms',
  'under', 'about', 'there', 'where', 'which', 'other', 'place', 'places', 'portal', 'dinner', 'denser', 'austen', 'salon', 'diego'])

/** How many letters may differ: none for short words, one for five or six letters, two beyond. */
const allowed = (length: number) => (length < 5 ? 0 : length < 7 ? 1 : 2)

/**
 * The chatbot's city a question names with a typo or odd spacing ("Austn", "sandiego",
 * "Seatle"), by edit distance against that chatbot's own cities only; undefined when none
 * is close enough. Exact names are matched before this is asked.
 *
 * @example
 * closeCity('homes in Seatle', ['Austin', 'Seattle']) // 'Seattle'
 * closeCity('homes in Boston', ['Austin', 'Seattle']) // undefined
 */
export function closeCity(question: string, cities: string[]): string | undefined {
  const words = question.toLowerCase().split(/[^\p{L}'-]+/u).filter(Boolean)
  let best: { city: string; cost: number } | undefined
  for (const city of cities) {
    const name = city.toLowerCase()
    const size = name.split(/\s+/).length
    const squeezed = name.replace(/\s+/g, '')
    for (let start = 0; start < words.length; start++) {
      for (const span of new Set([size, 1])) {
        const candidate = words.slice(start, start + span).join(span > 1 ? ' ' : '')
        if (candidate.length < 4 || NOT_CITIES.has(candidate)) continue
        const cost = Math.min(distance(candidate, name), distance(candidate, squeezed))
        if (cost <= allowed(name.length) && (!best || cost < best.cost)) best = { city, cost }
      }
    }
  }
  return best?.city
}
