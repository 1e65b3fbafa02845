import type { ConversationFilters as Filters } from '../../../server/schemas/conversations.ts'
import { FilterForm } from './FilterForm.tsx'

/** The query keys the conversation list understands (the server refuses others). */
export const CONVERSATION_KEYS = ['startTime', 'endTime', 'ratedDown', 'unanswered', 'handoff', 'live', 'text', 'pageNumber'] as const satisfies ReadonlyArray<keyof Filters>

const FLAGS = [
  ['ratedDown', 'Rated down'],
  ['unanswered', 'Unanswered'],
  ['handoff', 'Asked for a person'],
  ['live', 'Live now']
] as const

/**
 * The conversation list's filters: words to search, a date range and four flags, kept in the
 * hash (FilterForm).
 */
export function ConversationFilters({ id, query }: { id: string; query: string }) {
  const current = new URLSearchParams(query)
  return (
    <FilterForm id={id} list="conversations" query={query} keys={CONVERSATION_KEYS} label="Filter conversations">
      <div class="labeled wide">
        <label for="filter-text">Words</label>
        <input id="filter-text" name="text" type="search" maxLength={200} defaultValue={current.get('text') ?? ''} />
      </div>
      <fieldset class="flags">
        <legend>Only those</legend>
        {FLAGS.map(([key, label]) => (
          <label key={key} class="switch-label">
            <input type="checkbox" name={key} value="1" defaultChecked={current.get(key) === '1'} /> {label}
          </label>
        ))}
      </fieldset>
    </FilterForm>
  )
}
