/**
 * Every phrase made of one word from each part, in order, for writing a pack's tables: an
 * empty word leaves its part out. Phrases stay data the tagger matches word by word, never a pattern.
 *
 * @example
 * combine(['talk', 'speak'], ['to', 'with'], ['a', ''], ['person'])
 * // ['talk to a person', 'talk to person', 'talk with a person', …, 'speak with person']
 */
export function combine(...parts: string[][]): string[] {
  return parts.reduce<string[]>((phrases, words) => phrases.flatMap((phrase) => words.map((word) => `${phrase} ${word}`.trim())), [''])
    .map((phrase) => phrase.replace(/\s+/g, ' '))
}
