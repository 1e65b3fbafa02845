/**
 * A list page's filters as the query of its hash and of its API call: the same text, so a
 * filtered view reloads and is shared as a link, and its export asks for the same rows.
 */

/**
 * `query` with only the `allowed` keys that have a value (the server refuses unknown ones).
 *
 * @example
 * cleanQuery('text=pool&x=1&ratedDown=', ['text', 'ratedDown']) // 'text=pool'
 */
export function cleanQuery(query: string | URLSearchParams, allowed: readonly string[]): string {
  const kept = new URLSearchParams()
  for (const [key, value] of new URLSearchParams(query)) if (allowed.includes(key) && value.trim()) kept.set(key, value.trim())
  return kept.toString()
}

/** A filter form's filled-in fields as a query, with only the `allowed` keys. */
export function formQuery(form: HTMLFormElement, allowed: readonly string[]): string {
  const chosen = new URLSearchParams()
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') chosen.set(key, value)
  return cleanQuery(chosen, allowed)
}

/**
 * The query with `changes` applied (undefined or empty removes a key), e.g. for the next page.
 *
 * @example
 * withQuery('text=pool&pageNumber=2', { pageNumber: '3' }) // 'text=pool&pageNumber=3'
 */
export function withQuery(query: string, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(query)
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value)
    else next.delete(key)
  }
  return next.toString()
}

/** The page number a query asks for, 1 when none. */
export const pageOf = (query: string) => Number(new URLSearchParams(query).get('pageNumber')) || 1

/**
 * The URL that downloads the filtered rows of `list` as a file (the server names it).
 *
 * @example
 * exportUrl(id, 'conversations', 'text=pool&pageNumber=2', 'csv') // '/console/api/chatbots/…/conversations/export?text=pool&format=csv'
 */
export function exportUrl(chatbotId: string, list: 'conversations' | 'leads', query: string, format: 'csv' | 'json'): string {
  return `/console/api/chatbots/${chatbotId}/${list}/export?${withQuery(query, { pageNumber: undefined, format })}`
}

/** An instant shown in the chatbot's time zone (the browser's when none), such as "Nov 27, 2026, 9:41 AM". */
export const zonedTime = (iso: string, timeZone?: string) => {
  try {
    return new Date(iso).toLocaleString('en', { timeZone, dateStyle: 'medium', timeStyle: 'short' })
  } catch {
    return new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })
  }
}
