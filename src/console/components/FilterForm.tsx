import type { ComponentChildren } from 'preact'
import { formQuery } from '../list-query.ts'
import { hrefOf, navigate } from '../router.ts'

/**
 * A list page's filter form: a date range (UTC days) and the list's own fields (`children`).
 * Applying puts the filled-in fields in the hash, from page 1, so the filtered view can be
 * reloaded and shared; "Clear filters" shows the whole list.
 *
 * @example
 * <FilterForm id={chatbotId} list="leads" query={query} keys={['startTime', 'endTime']} label="Filter leads" />
 */
export function FilterForm({ id, list, query, keys, label, children }: {
  id: string; list: 'conversations' | 'leads'; query: string; keys: readonly string[]; label: string; children?: ComponentChildren
}) {
  const current = new URLSearchParams(query)
  const apply = (event: Event) => {
    event.preventDefault()
    navigate({ page: list, id, query: formQuery(event.currentTarget as HTMLFormElement, keys) })
  }
  return (
    <form class="filters" role="search" aria-label={label} onSubmit={apply}>
      {children}
      <div class="labeled">
        <label for={`${list}-start`}>From (UTC day)</label>
        <input id={`${list}-start`} name="startTime" type="date" defaultValue={current.get('startTime') ?? ''} />
      </div>
      <div class="labeled">
        <label for={`${list}-end`}>To (UTC day)</label>
        <input id={`${list}-end`} name="endTime" type="date" defaultValue={current.get('endTime') ?? ''} />
      </div>
      <div class="filter-actions">
        <button type="submit">Filter</button>
        {query && <a href={hrefOf({ page: list, id, query: '' })}>Clear filters</a>}
      </div>
    </form>
  )
}
