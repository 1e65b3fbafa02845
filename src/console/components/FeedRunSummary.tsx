import type { Feed } from '../../../server/schemas/listing-feed.ts'

const when = (iso: string) => new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })

/** A feed's last run: its state, counts, error and problems; "Syncing…" with the counts so far while it runs. */
export function FeedRunSummary({ feed, syncing }: { feed: Feed; syncing: boolean }) {
  const run = feed.LastRun
  const running = syncing || feed.Running || run?.Status === 'running'
  if (!run && !running) return <span>Not run yet</span>
  const counts = run && `${run.Added} added, ${run.Changed} changed, ${run.Removed} removed, ${run.Rejected} rejected`
  return (
    <div class="feed-run">
      {running ? (
        <p role="status">Syncing…{run?.Status === 'running' && ` page ${run.Pages}: ${counts}`}</p>
      ) : (
        <p>
          <span class={run!.Status === 'failed' ? 'danger-text' : ''}>{run!.Status === 'failed' ? 'Failed' : 'Done'}</span> {when(run!.FinishedAt ?? run!.StartedAt)} ({run!.Kind}): {counts}
        </p>
      )}
      {run && run.Status !== 'running' && run.Error && <p class="danger-text">{run.Error}</p>}
      {run && run.Problems.length > 0 && (
        <details>
          <summary>{run.Problems.length} listing problem{run.Problems.length === 1 ? '' : 's'}</summary>
          <ul>{run.Problems.map((problem, index) => <li key={index}><code>{problem.ListingKey}</code>: {problem.Rule}</li>)}</ul>
        </details>
      )}
      {run && run.Notes.length > 0 && (
        <details>
          <summary>{run.Notes.length} retr{run.Notes.length === 1 ? 'y' : 'ies'}</summary>
          <ul>{run.Notes.map((note, index) => <li key={index}>{note}</li>)}</ul>
        </details>
      )}
    </div>
  )
}
