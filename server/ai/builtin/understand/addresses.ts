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
const AT_NUMBER = /\b(?:at|on|about|of|for)\s+(\d{2,6})\s+([a-z][a-z'-]{2,})/i
/** Words that never stand in a street's name: "$2,000 a month on Main St" names no "2000 A" street. */
const NOT_STREET_NAME = new RegExp(String.raw`^(?:${[
  // articles, prepositions and joins
  'a', 'an', 'the', 'for', 'in', 'on', 'under', 'with', 'and', 'or', 'but', 'to', 'at', 'of', 'is', 'are', 'was', 'each', 'per',
  // money and its bounds
  'dollars?', 'usd', 'eur', 'euros?', 'bucks', 'grand', 'thousand', 'million', 'mil', 'mille', 'mila', 'tausend', 'cash', 'down', 'deposit', 'budget',
  'max', 'maximum', 'min', 'minimum', 'tops', 'total', 'less', 'more', 'plus', 'ish', 'negotiable', 'obo', 'included', 'including', 'utilities',
  'month', 'months', 'monthly', 'weekly', 'yearly', 'annually', 'annual', 'pcm', 'pm', 'mo', 'mos', 'rent', 'rental', 'lease', 'sale', 'price',
  // rooms, sizes, times and counts
  'bed(?:room)?s?', 'bath(?:room)?s?', 'homes?', 'houses?', 'listings?', 'propert(?:y|ies)', 'results?', 'options?', 'condos?', 'apartments?', 'rentals?', 'sq', 'sqft', 'square', 'feet', 'ft', 'acres?', 'm2', 'meters?', 'metres?',
  'years?', 'days?', 'weeks?', 'minutes?', 'mins?', 'miles?', 'km', 'people', 'persons', 'floors?', 'stor(?:y|ies|eys?)', 'units?', 'percent', 'cars?', 'spots?'
].join('|')})$`, 'i')

/**
 * The street addresses `text` names, each as its number and the first word of its street
 * name ("4521 Oak Street" finds "4521 Oak St"), and `text` with them blanked so their numbers
 * are not read again as a price. Read before prices: "about 3901 Sunset Cliffs Blvd" is a house.
 *
 * @example
 * streetAddresses('Which is bigger, 542 Elm St or 1466 River Rd?').found // ['542 Elm', '1466 River']
 */
export function streetAddresses(text: string): { found: string[]; rest: string } {
  const found: string[] = []
  let rest = text.replace(ADDRESS, (match, number: string, middle: string, last: string, offset: number) => {
    const words = [...middle.trim().split(/\s+/).filter(Boolean), last]
    if (words.some((word) => NOT_STREET_NAME.test(word)) || /(?:\$|\d[,.])\s?$/.test(text.slice(0, offset))) return match
    found.push(`${number} ${words[0]}`)
    return ' '.repeat(match.length)
  })
  if (found.length === 0) {
    const at = AT_NUMBER.exec(rest)
    if (at && !NOT_STREET_NAME.test(at[2]!)) {
      found.push(`${at[1]} ${at[2]}`)
      rest = rest.replace(at[0], ' '.repeat(at[0].length))
    }
  }
  return { found, rest }
}
