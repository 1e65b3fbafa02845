import { hrefOf } from '../router.ts'
import { pageOf, withQuery } from '../list-query.ts'

/**
 * Previous and next page links of a filtered list (the page number rides in the hash's query).
 *
 * @example
 * <ListPaging id={chatbotId} list="leads" query={query} hasMore={page * 50 < total} />
 */
export function ListPaging({ id, list, query, hasMore }: { id: string; list: 'conversations' | 'leads'; query: string; hasMore: boolean }) {
  const page = pageOf(query)
  const to = (pageNumber: number) => hrefOf({ page: list, id, query: withQuery(query, { pageNumber: pageNumber > 1 ? String(pageNumber) : undefined }) })
  if (page === 1 && !hasMore) return null
  return (
    <nav class="paging" aria-label="Pages">
      {page > 1 && <a href={to(page - 1)} rel="prev">Previous page</a>}
      <span>Page {page}</span>
      {hasMore && <a href={to(page + 1)} rel="next">Next page</a>}
    </nav>
  )
}
