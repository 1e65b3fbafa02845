import type { ImportJob } from '../../../server/schemas/listing-import.ts'
import { count } from './ImportProgress.tsx'

const when = (at: string) => new Date(at).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })
const STATES: Record<ImportJob['State'], string> = { queued: 'Waiting', running: 'Importing', done: 'Done', failed: 'Failed' }

/** The chatbot's newest imports: the file, when, its state and what became of its rows. */
export function RecentImports({ imports }: { imports: ImportJob[] }) {
  if (imports.length === 0) return null
  return (
    <div class="wizard-step">
      <h2>Recent imports</h2>
      <div class="table-scroll" tabIndex={0} role="region" aria-label="Recent imports">
        <table class="recent-imports">
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Started</th>
              <th scope="col">State</th>
              <th scope="col" class="number">Rows</th>
              <th scope="col" class="number">Added</th>
              <th scope="col" class="number">Changed</th>
              <th scope="col" class="number">Rejected</th>
            </tr>
          </thead>
          <tbody>
            {imports.map((item) => (
              <tr key={item.Id}>
                <th scope="row">{item.FileName}</th>
                <td>{when(item.StartedAt ?? item.CreatedAt)}</td>
                <td title={item.Error}>{STATES[item.State]}{item.Error ? `: ${item.Error}` : ''}</td>
                <td class="number">{count(item.RowsRead)}</td>
                <td class="number">{count(item.Added)}</td>
                <td class="number">{count(item.Changed)}</td>
                <td class="number">{count(item.Rejected)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
