import { exportUrl } from '../list-query.ts'

/**
 * Links that download the filtered list as CSV and as JSON (the session cookie goes along; the
 * server names the file).
 */
export function ExportLinks({ id, list, query }: { id: string; list: 'conversations' | 'leads'; query: string }) {
  return (
    <p class="exports">
      Export these {list}:{' '}
      <a href={exportUrl(id, list, query, 'csv')} download>CSV</a>{' '}
      <a href={exportUrl(id, list, query, 'json')} download>JSON</a>
    </p>
  )
}
