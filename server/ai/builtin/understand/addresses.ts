const STREET = String.raw`(?:st|street|ave|avenue|rd|road|ln|lane|dr|drive|blvd|boulevard|way|ct|court|pl|place|ter|terrace|pkwy|parkway|cir|circle|hwy|highway|trl|trail|sq|square)`
/** A word of a street's name: "Sunset", or a numbered street's "24th". */
const NAME_WORD = String.raw`(?:[a-z][a-z.'-]*|\d{1,3}(?:st|nd|rd|th))`
/**
 * A house number, up to three words of street name and a street word, and the quarter of town
 * some cities write after it: "3901 Sunset Cliffs Blvd", "2210 N 45th St", "7012 24th Ave NW".
 */
const ADDRESS = new RegExp(String.raw`\b(\d{1,6})\s+((?:${NAME_WORD}\s+){0,3}?)(${NAME_WORD})\s+${STREET}\b(?:\s+(?:ne|nw|se|sw|n|s|e|w)\b)?`, 'gi')
/**
 * "at 4521 Oak", "the HOA on 1800 Biscayne", "tell me about 4120 Going": a house number of two
 * digits or more and a name after a word that leads to a place, when no street word follows.
 */
const AT_NUMBER = /\b(?:at|on|about|of|for)\s+(\d{2,6})\s+((?:(?:ne|nw|se|sw|n|s|e|w)\s+)?[a-z][a-z'-]{2,})/i
/** A message that is only a house number and a street's name: "3901 sunset cliffs", "1535 se belmont?" */
const BARE = /^\s*(\d{2,6})\s+((?:(?:ne|nw|se|sw|n|s|e|w)\s+)?[a-z][a-z'-]{2,})(?:\s+[a-z][a-z'-]*){0,2}\s*[?.!]*\s*$/i
/** The words that join two addresses: "542 Elm or 1466 River Rd", "542 Elm St vs 1466 River" (as they may stay after translation). */
const JOIN = String.raw`(?:,|&|\b(?:or|and|vs\.?|versus|y|e|o|ou|et|und|oder)\b)`
const JOINED = new RegExp(String.raw`^\s*${JOIN}\s*$`, 'i')
/** A house number and a word: the other of two addresses when a joining word stands between it and an address. */
const NUMBER_AND_NAME = /\b(\d{2,6})\s+([a-z][a-z'-]{2,})\b/gi
/** Words that never stand in a street's name: "$2,000 a month on Main St" names no "2000 A" street. */
const NOT_STREET_NAME = new RegExp(String.raw`^(?:${[
  // articles, prepositions and joins
  'a', 'an', 'the', 'for', 'in', 'on', 'under', 'with', 'and', 'or', 'but', 'to', 'at', 'of', 'is', 'are', 'was', 'each', 'per',
  // money and its bounds
  'dollars?', 'dolares', 'dollari', 'reais', 'pesos', 'usd', 'eur', 'euros?', 'bucks', 'grand', 'thousand', 'million', 'mil', 'mille', 'mila', 'tausend', 'cash', 'down', 'deposit', 'budget',
  'max', 'maximum', 'min', 'minimum', 'tops', 'total', 'less', 'more', 'plus', 'ish', 'negotiable', 'obo', 'included', 'including', 'utilities',
  'month', 'months', 'monthly', 'weekly', 'yearly', 'annually', 'annual', 'pcm', 'pm', 'mo', 'mos', 'rent', 'rental', 'lease', 'sale', 'price',
  // rooms, sizes, times and counts
  'bed(?:room)?s?', 'bath(?:room)?s?', 'homes?', 'houses?', 'listings?', 'propert(?:y|ies)', 'results?', 'options?', 'condos?', 'apartments?', 'rentals?', 'sq', 'sqft', 'square', 'feet', 'ft', 'acres?', 'm2', 'meters?', 'metres?',
  'built', 'onwards', 'newer', 'older', 'later', 'earlier', 'years?', 'days?', 'weeks?', 'minutes?', 'mins?', 'miles?', 'km', 'people', 'persons', 'floors?', 'stor(?:y|ies|eys?)', 'units?', 'percent', 'cars?', 'spots?'
].join('|')})$`, 'i')

/**
 * The addresses of `text` written with a street word ("3901 Sunset Cliffs Blvd", "2210 N 45th
 * St"), and `text` with them blanked: what is a street address beyond doubt.
 *
 * @example
 * addressesWithStreetWord('is 2210 N 45th St still available?').rest // 'is                still available?'
 */
export function addressesWithStreetWord(text: string): { spans: { address: string; start: number; end: number }[]; rest: string } {
  const spans: { address: string; start: number; end: number }[] = []
  const rest = text.replace(ADDRESS, (match, number: string, middle: string, last: string, offset: number) => {
    const words = [...middle.trim().split(/\s+/).filter(Boolean), last]
    if (words.some((word) => NOT_STREET_NAME.test(word)) || /(?:\$|\d[,.])\s?$/.test(text.slice(0, offset))) return match
    spans.push({ address: `${number} ${words[0]}`, start: offset, end: offset + match.length })
    return ' '.repeat(match.length)
  })
  return { spans, rest }
}

/**
 * The street addresses `text` names, each as its number and the first word of its street
 * name ("4521 Oak Street" finds "4521 Oak St"), and `text` with them blanked so their numbers
 * are not read again as a price. Read before prices: "about 3901 Sunset Cliffs Blvd" is a house.
 *
 * @example
 * streetAddresses('Which is bigger, 542 Elm St or 1466 River Rd?').found // ['542 Elm', '1466 River']
 */
export function streetAddresses(text: string): { found: string[]; rest: string } {
  const { spans, rest: blanked } = addressesWithStreetWord(text)
  let rest = blanked
  // "542 Elm or 1466 River Rd": a number and a name joined to an address is the other one.
  const full = [...spans]
  for (const other of spans.length ? rest.matchAll(NUMBER_AND_NAME) : []) {
    const [start, end] = [other.index, other.index + other[0].length]
    if (NOT_STREET_NAME.test(other[2]!) || !full.some((span) => JOINED.test(rest.slice(end, span.start)) || JOINED.test(rest.slice(span.end, start)))) continue
    spans.push({ address: `${other[1]} ${other[2]}`, start, end })
    rest = rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end)
  }
  const found = spans.sort((a, b) => a.start - b.start).map((span) => span.address)
  if (found.length === 0) {
    const at = AT_NUMBER.exec(rest) ?? BARE.exec(rest)
    if (at && !NOT_STREET_NAME.test(at[2]!.split(/\s+/).at(-1)!)) {
      found.push(`${at[1]} ${at[2]}`)
      rest = rest.replace(at[0], ' '.repeat(at[0].length))
    }
  }
  return { found, rest }
}
