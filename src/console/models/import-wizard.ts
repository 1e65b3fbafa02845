import { computed, signal } from '@preact/signals'
import type { ImportJob, ImportJobList, ImportPreviewReply as ImportPreview } from '../../../server/schemas/listing-import.ts'
import { call, messageOf, upload } from '../api.ts'

/** How often a job under way is read again, for its progress. */
const POLL_MS = 500

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
 * owner's changes to it, the preview of the first rows, the upload's progress, then the import
 * job the server runs, read again every half second while it is under way (rows processed,
 * how far into the file) until its report. Opened again (a page reload) while an import of
 * the chatbot is under way, it follows that job.
 *
 * @example
 * const wizard = createImportWizard(chatbotId)
 * await wizard.resume()
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
  /** the upload's progress, until the server has the file */
  const progress = signal<{ sent: number; total: number } | undefined>(undefined)
  const job = signal<ImportJob | undefined>(undefined)
  /** the chatbot's newest imports, newest first */
  const recent = signal<ImportJob[]>([])
  const finished = computed(() => job.value?.State === 'done' || job.value?.State === 'failed')
  const step = computed(() => (finished.value ? 'done' : progress.value || job.value ? 'importing' : preview.value ? 'check' : 'choose'))
  let timer: ReturnType<typeof setTimeout> | undefined
  let disposed = false
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

  /** Reads the job again every POLL_MS until it has ended. */
  async function follow(): Promise<void> {
    clearTimeout(timer)
    const current = job.value
    if (!current || finished.value) return
    try {
      job.value = await call<ImportJob>('GET', `/chatbots/${chatbotId}/listing-imports/${current.Id}`)
      problem.value = ''
    } catch (error) {
      // Read again at the next turn: a moment without the server does not end the import.
      problem.value = messageOf(error)
    }
    if (!finished.value && !disposed) timer = setTimeout(() => void follow(), POLL_MS)
  }

  return {
    file,
    preview,
    choices,
    allOrNothing,
    busy,
    problem,
    progress,
    job,
    recent,
    step,
    /** Reads the recent imports, and follows the chatbot's import under way if there is one (the wizard opened again after a reload). */
    async resume() {
      try {
        recent.value = (await call<ImportJobList>('GET', `/chatbots/${chatbotId}/listing-imports`)).Imports
        const newest = recent.value[0]
        if (!newest || (newest.State !== 'queued' && newest.State !== 'running') || job.value) return
        job.value = newest
        await follow()
      } catch (error) {
        problem.value = messageOf(error)
      }
    },
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
    /** Uploads the whole file, showing how much has gone up, then follows its import. */
    async start() {
      const chosen = file.value
      if (!chosen || busy.value) return
      busy.value = true
      problem.value = ''
      progress.value = { sent: 0, total: chosen.size }
      const query = new URLSearchParams({ allOrNothing: String(allOrNothing.value), fileName: chosen.name.slice(0, 255) })
      if (Object.keys(choices.value).length > 0) query.set('mapping', JSON.stringify(choices.value))
      try {
        job.value = await upload<ImportJob>(`/chatbots/${chatbotId}/listing-imports?${query}`, chosen, fileTypeOf(chosen.name)!,
          (sent, total) => (progress.value = { sent, total }))
        progress.value = undefined
        await follow()
      } catch (error) {
        progress.value = undefined
        problem.value = messageOf(error)
      } finally {
        busy.value = false
      }
    },
    /** Stops reading the job (the page is left); the import goes on. */
    dispose() {
      disposed = true
      clearTimeout(timer)
    },
    /** Back to the start, for another file. */
    reset() {
      clearTimeout(timer)
      // The import just ended heads the list now.
      if (job.value) recent.value = [job.value, ...recent.value.filter((item) => item.Id !== job.value!.Id)]
      job.value = undefined
      file.value = undefined
      preview.value = undefined
      choices.value = {}
      progress.value = undefined
      problem.value = ''
    }
  }
}
