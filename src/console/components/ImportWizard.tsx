import { useMemo } from 'preact/hooks'
import { createImportWizard } from '../models/import-wizard.ts'
import { hrefOf } from '../router.ts'
import { FormError } from './FormError.tsx'
import { ImportMapping } from './ImportMapping.tsx'
import { ImportPreviewRows } from './ImportPreviewRows.tsx'
import { ImportResult } from './ImportResult.tsx'

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`)

/**
 * The import wizard: choose a CSV, JSON or NDJSON file; check the mapping of its columns and
 * its first rows as listings; import it with a progress bar; read what was added, changed,
 * unchanged and rejected, with each rejected row's rule. A listing the chatbot has (same
 * listing key, or MLS number) is updated, not added twice.
 */
export function ImportWizard({ chatbotId }: { chatbotId: string }) {
  const wizard = useMemo(() => createImportWizard(chatbotId), [chatbotId])
  const { preview, progress, report, file } = wizard
  const step = wizard.step.value

  return (
    <section class="import-wizard">
      <h1 tabIndex={-1}>Import listings</h1>
      <p class="sub"><a href={hrefOf({ page: 'listings', id: chatbotId })}>Back to the listings</a></p>
      <FormError message={wizard.problem.value} />
      {(step === 'choose' || step === 'check') && (
        <div class="wizard-step">
          <h2>1. Choose a file</h2>
          <div class="labeled">
            <label for="import-file">CSV, JSON or NDJSON file</label>
            <input id="import-file" type="file" accept=".csv,.json,.ndjson,.jsonl" aria-describedby="import-file-rule" disabled={wizard.busy.value}
              onChange={(event) => void wizard.choose(event.currentTarget.files?.[0])} />
            <p class="rule" id="import-file-rule">A CSV export with a header row, a JSON array of listings, or one JSON listing a line. Any size: it is read as it arrives.</p>
          </div>
          {wizard.busy.value && step === 'choose' && <p role="status">Reading the first rows…</p>}
        </div>
      )}
      {step === 'check' && preview.value && (
        <>
          <div class="wizard-step">
            <h2>2. Check the columns</h2>
            <ImportMapping wizard={wizard} />
          </div>
          <div class="wizard-step">
            <h2>3. Check the first rows</h2>
            <ImportPreviewRows rows={preview.value.Rows} />
          </div>
          <div class="wizard-step">
            <h2>4. Import</h2>
            <label class="switch-label">
              <input type="checkbox" checked={wizard.allOrNothing.value} onChange={(event) => (wizard.allOrNothing.value = event.currentTarget.checked)} />
              All or nothing: store nothing unless every row is a listing
            </label>
            <p>
              <button type="button" disabled={wizard.busy.value} onClick={() => void wizard.start()}>Import {file.value!.name} ({size(file.value!.size)})</button>
            </p>
          </div>
        </>
      )}
      {progress.value && (
        <div class="wizard-step">
          <h2>{report.value ? 'Imported' : 'Importing…'}</h2>
          <label for="import-progress">{progress.value.sent < progress.value.total ? `Sent ${size(progress.value.sent)} of ${size(progress.value.total)}` : report.value ? 'Done' : 'Storing the last rows…'}</label>
          <progress id="import-progress" max={progress.value.total || 1} value={progress.value.sent} />
          {report.value && <ImportResult report={report.value} />}
          {report.value && (
            <p>
              <a href={hrefOf({ page: 'listings', id: chatbotId })}>See the listings</a>
              {' · '}
              <button type="button" class="quiet" onClick={() => wizard.reset()}>Import another file</button>
            </p>
          )}
        </div>
      )}
    </section>
  )
}
