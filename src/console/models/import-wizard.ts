import { computed, signal } from '@preact/signals'
import type { ImportPreviewReply as ImportPreview, ImportReply as ImportReport } from '../../../server/schemas/listing-import.ts'
import { messageOf, upload } from '../api.ts'

/** The start of the file the preview sends: its first rows, whatever the file's size. */
export const PREVIEW_BYTES = 256 * 1024

const TYPES: Record<string, string> = { csv: 'text/csv', json: 'application/json', ndjson: 'application/x-ndjson', jsonl: 'application/x-ndjson' }

/**
 * The Content-Type of a file from its name's ending, or undefined when it is not CSV, JSON or NDJSON.
 *
 * @example
 * fileTypeOf('export.csv') // 'text/csv'
 */
export const fileTypeOf = (name: string): string | undefined => TYPES[/\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '']

/** The choice of a column with no field: kept as text the assistant searches (ExtensionColumn). */
export const EXTRA = '(extra)'

export type ImportWizardModel = ReturnType<typeof createImportWizard>

/**
 * The import wizard of a chatbot: the file chosen, the mapping the server proposed and the
 * owner's changes to it, the preview of the first rows, the upload's progress (the server reads
 * the file as it arrives, so what has gone up is what has been read), and the report.
 *
 * @example
 * const wizard = createImportWizard(chatbotId)
 * await wizard.choose(file)
 * wizard.map('Sq Ft', 'BuildingArea')
 * await wizard.start()
 */
export function createImportWizard(chatbotId: string) {
  const file = signal<File | undefined>(undefined)
  const preview = signal<ImportPreview | undefined>(undefined)
  /** the owner's choices over the proposal: column → field, '' to leave it out */
  const choices = signal<Record<string, string>>({})
  const allOrNothing = signal(false)
  const busy = signal(false)
  const problem = signal('')
  const progress = signal<{ sent: number; total: number } | undefined>(undefined)
  const report = signal<ImportReport | undefined>(undefined)
  const step = computed(() => (report.value ? 'done' : progress.value ? 'importing' : preview.value ? 'check' : 'choose'))
  const mappingQuery = () => (Object.keys(choices.value).length > 0 ? `?mapping=${encodeURIComponent(JSON.stringify(choices.value))}` : '')

  async function refreshPreview() {
    const chosen = file.value
    if (!chosen) return
    busy.value = true
    try {
      preview.value = await upload<ImportPreview>(`/chatbots/${chatbotId}/listings/import-preview${mappingQuery()}`, chosen.slice(0, PREVIEW_BYTES), fileTypeOf(chosen.name)!)
      problem.value = ''
    } catch (error) {
      problem.value = messageOf(error)
    } finally {
      busy.value = false
    }
  }

  return {
    file,
    preview,
    choices,
    allOrNothing,
    busy,
    problem,
    progress,
    report,
    step,
    /** Takes the owner's file and previews it with the proposed mapping. */
    async choose(chosen: File | undefined) {
      preview.value = undefined
      choices.value = {}
      problem.value = ''
      if (!chosen) return
      if (!fileTypeOf(chosen.name)) {
        file.value = undefined
        problem.value = `${chosen.name} is not a CSV, JSON or NDJSON file: choose a file whose name ends in .csv, .json, .ndjson or .jsonl`
        return
      }
      file.value = chosen
      await refreshPreview()
    },
    /** The owner's field for a column ('' leaves it out, EXTRA undoes a choice); the preview follows. */
    map(column: string, field: string) {
      const { [column]: _earlier, ...others } = choices.value
      choices.value = field === EXTRA ? others : { ...others, [column]: field }
      return refreshPreview()
    },
    /** Uploads the whole file to be imported, showing how much has gone up. */
    async start() {
      const chosen = file.value
      if (!chosen || busy.value) return
      busy.value = true
      problem.value = ''
      progress.value = { sent: 0, total: chosen.size }
      const query = new URLSearchParams({ allOrNothing: String(allOrNothing.value) })
      if (Object.keys(choices.value).length > 0) query.set('mapping', JSON.stringify(choices.value))
      try {
        report.value = await upload<ImportReport>(`/chatbots/${chatbotId}/listings/import?${query}`, chosen, fileTypeOf(chosen.name)!,
          (sent, total) => (progress.value = { sent, total }))
      } catch (error) {
        progress.value = undefined
        problem.value = messageOf(error)
      } finally {
        busy.value = false
      }
    },
    /** Back to the start, for another file. */
    reset() {
      file.value = undefined
      preview.value = undefined
      choices.value = {}
      progress.value = undefined
      report.value = undefined
      problem.value = ''
    }
  }
}
