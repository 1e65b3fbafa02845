import type { ImportReply } from '../../../server/schemas/listing-import.ts'

/** Errors listed on the page; an import job keeps the first 100. */
const SHOWN = 100

/** What an import did: listings added, changed, unchanged and rejected, and the rows rejected with their rule. */
export function ImportResult({ report }: { report: Pick<ImportReply, 'Added' | 'Changed' | 'Unchanged' | 'Rejected' | 'Errors' | 'Stopped'> }) {
  const count = (value: number) => value.toLocaleString('en')
  return (
    <div role="status">
      <p class="result-counts">
        Added {count(report.Added)}, changed {count(report.Changed)}, unchanged {count(report.Unchanged)}, rejected {count(report.Rejected)}.
      </p>
      {report.Stopped && <p class="error">The file stopped being readable: {report.Stopped}. The rows before it were stored.</p>}
      {report.Errors.length > 0 && (
        <div class="table-scroll" tabIndex={0} role="region" aria-label="Rows not stored">
          <table class="row-errors">
            <caption>Rows not stored{report.Rejected > SHOWN ? ` (the first ${SHOWN})` : ''}</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Field</th>
                <th scope="col">Rule</th>
              </tr>
            </thead>
            <tbody>
              {report.Errors.slice(0, SHOWN).map((error) => (
                <tr key={error.Row}>
                  <th scope="row">{error.Row}</th>
                  <td>{error.Field || 'the row'}</td>
                  <td>{error.Rule}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
