import type { ImportWizardModel } from '../models/import-wizard.ts'
import { hrefOf } from '../router.ts'
import { ImportResult } from './ImportResult.tsx'

/** A size in KB or MB. */
export const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`)
/** A count with thousands separators. */
export const count = (value: number) => value.toLocaleString('en')

/**
 * The import under way: the file going up, then the rows the server has processed (the bar
 * shows how far into the file they reach), then what was added, changed, unchanged and
 * rejected, or why the import failed.
 */
export function ImportProgress({ wizard, chatbotId }: { wizard: ImportWizardModel; chatbotId: string }) {
  const sending = wizard.progress.value
  const job = wizard.job.value
  if (!sending && !job) return null
  const ended = job?.State === 'done' || job?.State === 'failed'
  const label = sending
    ? `Sending the file: ${size(sending.sent)} of ${size(sending.total)}`
    : job!.State === 'queued'
      ? `${job!.FileName} is waiting for another import to end`
      : job!.State === 'running'
        ? `${count(job!.RowsRead)} rows of ${job!.FileName} processed: ${count(job!.Added)} added, ${count(job!.Changed)} changed, ${count(job!.Rejected)} rejected`
        : job!.State === 'done' ? `Done: ${count(job!.RowsRead)} rows of ${job!.FileName}` : `The import of ${job!.FileName} failed`
  const [value, max] = sending ? [sending.sent, sending.total] : job!.State === 'done' ? [1, 1] : [job!.BytesRead, job!.FileBytes]

  return (
    <div class="wizard-step">
      <h2>{job?.State === 'done' ? 'Imported' : job?.State === 'failed' ? 'Not imported' : 'Importing…'}</h2>
      <label for="import-progress">{label}</label>
      <progress id="import-progress" max={max || 1} value={value} />
      {job?.State === 'failed' && <p class="error" role="alert">{job.Error}</p>}
      {job?.State === 'done' && <ImportResult report={job} />}
      {ended && (
        <p>
          <a href={hrefOf({ page: 'listings', id: chatbotId })}>See the listings</a>
          {' · '}
          <button type="button" class="quiet" onClick={() => wizard.reset()}>Import another file</button>
        </p>
      )}
    </div>
  )
}
