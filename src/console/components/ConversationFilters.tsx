import type { ConversationFilters as Filters } from '../../../server/schemas/conversations.ts'
import { formQuery } from '../list-query.ts'
import { hrefOf, navigate } from '../router.ts'

/** The query keys the conversation list understands (the server refuses others). */
export const CONVERSATION_KEYS = ['startTime', 'endTime', 'ratedDown', 'unanswered', 'handoff', 'live', 'text', 'pageNumber'] as const satisfies ReadonlyArray<keyof Filters>

const FLAGS = [
  ['ratedDown', 'Rated down'],
  ['unanswered', 'Unanswered'],
  ['handoff', 'Asked for a person'],
  ['live', 'Live now']
] as const

/**
 * The conversation list's filters: words to search, a date range and four flags. Applying them
 * puts them in the hash (from page 1), so the filtered view can be reloaded and shared.
 */
export function ConversationFilters({ id, query }: { id: string; query: string }) {
  const current = new URLSearchParams(query)
  const apply = (event: Event) => {
    event.preventDefault()
    navigate({ page: 'conversations', id, query: formQuery(event.currentTarget as HTMLFormElement, CONVERSATION_KEYS) })
  }
  return (
    <form class="filters" role="search" aria-label="Filter conversations" onSubmit={apply}>
      <div class="labeled wide">
        <label for="filter-text">Words</label>
        <input id="filter-text" name="text" type="search" maxLength={200} defaultValue={current.get('text') ?? ''} />
      </div>
      <div class="labeled">
        <label for="filter-start">From (UTC day)</label>
        <input id="filter-start" name="startTime" type="date" defaultValue={current.get('startTime') ?? ''} />
      </div>
      <div class="labeled">
        <label for="filter-end">To (UTC day)</label>
        <input id="filter-end" name="endTime" type="date" defaultValue={current.get('endTime') ?? ''} />
      </div>
      <fieldset class="flags">
        <legend>Only those</legend>
        {FLAGS.map(([key, label]) => (
          <label key={key} class="switch-label">
            <input type="checkbox" name={key} value="1" defaultChecked={current.get(key) === '1'} /> {label}
          </label>
        ))}
      </fieldset>
      <div class="filter-actions">
        <button type="submit">Filter</button>
        {query && <a href={hrefOf({ page: 'conversations', id, query: '' })}>Clear filters</a>}
      </div>
    </form>
  )
}
