import { useEffect, useMemo } from 'preact/hooks'
import { createImportWizard } from '../models/import-wizard.ts'
import { hrefOf } from '../router.ts'
import { FormError } from './FormError.tsx'
import { ImportMapping } from './ImportMapping.tsx'
import { ImportPreviewRows } from './ImportPreviewRows.tsx'
import { ImportProgress, size } from './ImportProgress.tsx'
import { RecentImports } from './RecentImports.tsx'

/**
 * The import wizard: choose a CSV, JSON or NDJSON file; check the mapping of its columns and
 * its first rows as listings; import it with a progress bar of the rows processed; read what
 * was added, changed, unchanged and rejected, with each rejected row's rule. A listing the
 * chatbot has (same listing key, or MLS number) is updated, not added twice. Opened while an
 * import is under way (the page reloaded), it shows that import.
 */
export function ImportWizard({ chatbotId }: { chatbotId: string }) {
  const wizard = useMemo(() => createImportWizard(chatbotId), [chatbotId])
  useEffect(() => {
    void wizard.resume()
    return wizard.dispose
  }, [wizard])
  const { preview, file } = wizard
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
            <p class="rule" id="import-file-rule">A CSV export with a header row, a JSON array of listings, or one JSON listing a line. Any size: it is read a piece at a time.</p>
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
      <ImportProgress wizard={wizard} chatbotId={chatbotId} />
      {step === 'choose' && <RecentImports imports={wizard.recent.value} />}
    </section>
  )
}
