/** Amounts of money written in English words, rewritten in digits the price reader takes. */

const UNITS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19
}
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 }
const DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const NUMBER_WORD = [...Object.keys(UNITS), ...Object.keys(TENS), 'hundred', 'and', 'a'].join('|')
const SCALE: Record<string, number> = { million: 1_000_000, thousand: 1000, grand: 1000 }

/** "one point three million", "three hundred fifty thousand", "half a million", "a quarter million". */
const SPELLED = new RegExp(String.raw`\b(?:(half|a\s+quarter|three\s+quarters)\s+(?:of\s+)?(?:an?\s+)?(million)|((?:(?:${NUMBER_WORD})[\s-]+)*?(?:${NUMBER_WORD}))(?:\s+point\s+((?:${DIGITS.join('|')})(?:\s+(?:${DIGITS.join('|')}))*))?\s+(million|thousand|grand))\b`, 'gi')
const FRACTIONS: Record<string, number> = { half: 0.5, 'a quarter': 0.25, 'three quarters': 0.75 }

/** The value of number words below a thousand: "three hundred fifty", "twenty-five", "a". */
function wordsValue(words: string): number | undefined {
  let total = 0
  let current = 0
  for (const word of words.toLowerCase().split(/[\s-]+/)) {
    if (word === 'and') continue
    if (word === 'a') current += 1
    else if (word === 'hundred') current = (current || 1) * 100
    else if (UNITS[word] !== undefined) current += UNITS[word]!
    else if (TENS[word] !== undefined) current += TENS[word]!
    else return undefined
  }
  total += current
  return total > 0 ? total : undefined
}

/**
 * `text` with amounts in words written in digits, so "half a million tops" reads like
 * "500000 tops"; other words are kept.
 *
 * @example
 * spelledAmounts('up to one point three million') // 'up to 1.3 million'
 * spelledAmounts('half a million tops')           // '500000 tops'
 */
export function spelledAmounts(text: string): string {
  return text.replace(SPELLED, (whole, fraction?: string, ofMillion?: string, words?: string, point?: string, scale?: string) => {
    if (fraction && ofMillion) return String(FRACTIONS[fraction.toLowerCase().replace(/\s+/g, ' ')]! * 1_000_000)
    const value = wordsValue(words ?? '')
    if (value === undefined) return whole
    const decimals = point ? `.${point.toLowerCase().split(/\s+/).map((digit) => DIGITS.indexOf(digit)).join('')}` : ''
    return `${value}${decimals} ${scale!.toLowerCase() === 'grand' ? 'thousand' : scale!.toLowerCase()}`.replace(/^(\d+(?:\.\d+)?) (million|thousand)$/, (_, n: string, s: string) => String(Math.round(Number(n) * SCALE[s]!)))
  })
}
