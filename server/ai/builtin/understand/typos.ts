import { distance } from 'fastest-levenshtein'

/** How many letters may differ in a name typed with a typo: none for short words, one for five or six letters, two beyond. */
export const allowed = (length: number) => (length < 5 ? 0 : length < 7 ? 1 : 2)

/** Words a letter from a word of the tables that are words of their own, never read as its typo. */
const NOT_TYPOS = new Set(['least', 'leave', 'leash', 'leaving', 'learning', 'rests', 'resting', 'rusting', 'renewing', 'condor', 'condom', 'floats', 'flaps', 'flags', 'duple'])

/** Whether `typed` is `word` with two neighbouring letters swapped ("rnet" for "rent"), its first letter kept. */
const swapped = (typed: string, word: string) => {
  if (typed.length !== word.length || typed[0] !== word[0] || typed === word) return false
  const at = [...typed].findIndex((letter, i) => letter !== word[i])
  return typed[at] === word[at + 1] && typed[at + 1] === word[at] && typed.slice(at + 2) === word.slice(at + 2)
}

/**
 * The word of `words` a visitor's word stands for when typed with a typo ("apartmnts",
 * "rnet"), or undefined: the same first letter, and one letter off in five to eight letters
 * (two from nine on); a four-letter word only with two neighbouring letters swapped. Words of
 * their own ("least", "leaving") are never read as typos; exact words are matched before this is asked.
 *
 * @example
 * closeWord('apartmnts', ['apartment', 'apartments', 'rent']) // 'apartments'
 * closeWord('rnet', ['apartment', 'rent'])                    // 'rent'
 * closeWord('least', ['lease'])                               // undefined
 */
export function closeWord(typed: string, words: readonly string[]): string | undefined {
  if (typed.length < 4 || !/^[a-z]+$/.test(typed) || NOT_TYPOS.has(typed)) return undefined
  if (typed.length === 4) return words.find((word) => swapped(typed, word))
  const bound = typed.length < 9 ? 1 : 2
  let best: { word: string; cost: number } | undefined
  for (const word of words) {
    if (word.length < 5 || word[0] !== typed[0] || Math.abs(word.length - typed.length) > bound) continue
    const cost = distance(typed, word)
    if (cost <= bound && (!best || cost < best.cost)) best = { word, cost }
  }
  return best?.word
}
