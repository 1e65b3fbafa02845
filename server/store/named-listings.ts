import type { Db } from './database.ts'
import { hasMlsNumber, isOfChatbot, type ListingRow } from './listings.ts'

/** Cards shown with one answer at most. */
export const MAX_CARDS = 10
/** Words and links read from one answer at most, so a very long answer costs one bounded query. */
const MAX_CANDIDATES = 400

/**
 * The links and MLS-number-like words of an answer, in order of first appearance.
 *
 * @example
 * candidatesOf('1. **[4521 Oak St](https://x.example/l/1)** — MLS TX0240000')
 * // { urls: ['https://x.example/l/1'], words: ['4521', 'TX0240000', …] }
 */
export function candidatesOf(answer: string): { urls: string[]; words: string[] } {
  const urls = [...new Set([...answer.matchAll(/https?:\/\/[^\s)\]>"'<]+/g)].map((match) => match[0].replace(/[.,;:!?]+$/, '')))]
  // MLS numbers are letters, digits and dashes with at least one digit.
  const words = [...new Set(answer.match(/[A-Za-z0-9][A-Za-z0-9-]{2,40}/g) ?? [])].filter((word) => /\d/.test(word))
  return { urls: urls.slice(0, MAX_CANDIDATES), words: words.slice(0, MAX_CANDIDATES) }
}

/**
 * The chatbot's listings that an answer names by MLS number or by a Url no other listing of the
 * chatbot shares, in the order the answer names them, at most MAX_CARDS. Works the same for the built-in assistant and for any model
 * that cites what its listing tool returned. Two indexed queries: the narrow one finds which
 * listings are named (a feed may repeat a Url or an MLS number), the second reads the few shown.
 *
 * @example
 * await namedListings(db, chatbotId, answer) // [row of TX0240000, row of TX0240001]
 */
export async function namedListings(db: Db, chatbotId: string, answer: string): Promise<ListingRow[]> {
  const { urls, words } = candidatesOf(answer)
  if (urls.length === 0 && words.length === 0) return []
  // One query per column, so each walks its own index (an OR of the two would scan the chatbot's listings).
  const named = (column: 'url' | 'mls_number', values: string[]) => values.length === 0
    ? Promise.resolve([])
    : db.selectFrom('listings').select(['id', 'key', 'url', 'mls_number'])
      .where('chatbot_id', '=', chatbotId).where((eb) => (column === 'url' ? eb(column, 'in', values) : hasMlsNumber(values)(eb)))
      .limit(MAX_CANDIDATES).execute()
  const [byUrl, byMls] = await Promise.all([named('url', urls), named('mls_number', words)])
  // A Url that several listings share (a Sold one and the one for sale, say) names none of
  // them: only the listings named by MLS number, or by a Url of their own, become cards.
  const urlCount = new Map<string, number>()
  for (const row of byUrl) urlCount.set(row.url, (urlCount.get(row.url) ?? 0) + 1)
  const candidates = [...byUrl.filter((row) => urlCount.get(row.url) === 1), ...byMls]
  const mlsNamed = new Set(byMls.map((row) => row.key))
  const position = (row: (typeof candidates)[0]) => {
    const at = [urlCount.get(row.url) === 1 && answer.indexOf(row.url), mlsNamed.has(row.key) && answer.indexOf(row.mls_number)]
      .filter((index): index is number => typeof index === 'number' && index >= 0)
    return Math.min(...at)
  }
  const seen = new Set<string>()
  const keys = candidates
    .map((row) => ({ row, at: position(row) }))
    .sort((a, b) => a.at - b.at || a.row.id - b.row.id)
    .filter(({ row }) => !seen.has(row.key) && seen.add(row.key))
    .slice(0, MAX_CARDS)
    .map(({ row }) => row.key)
  return listingsByKeys(db, chatbotId, keys)
}

/**
 * The chatbot's listings with these keys, in this order (for an answer stored earlier).
 *
 * @example
 * await listingsByKeys(db, chatbotId, ['3f…', '9a…'])
 */
export async function listingsByKeys(db: Db, chatbotId: string, keys: string[]): Promise<ListingRow[]> {
  if (keys.length === 0) return []
  const rows = await db.selectFrom('listings').selectAll().where('key', 'in', keys).where(isOfChatbot(chatbotId)).execute()
  const byKey = new Map(rows.map((row) => [row.key, row]))
  return keys.flatMap((key) => byKey.get(key) ?? [])
}
