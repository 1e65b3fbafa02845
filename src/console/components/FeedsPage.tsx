import { useSignal } from '@preact/signals'
import { useEffect, useMemo } from 'preact/hooks'
import type { Feed } from '../../../server/schemas/listing-feed.ts'
import { feedsModel } from '../models/feeds.ts'
import { hrefOf } from '../router.ts'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { FeedForm } from './FeedForm.tsx'
import { FeedRunSummary } from './FeedRunSummary.tsx'
import { FormError } from './FormError.tsx'

/** A chatbot's MLS feeds: each with its last run, "Sync now" with its progress, edit and remove; and adding one. */
export function FeedsPage({ chatbotId }: { chatbotId: string }) {
  const model = useMemo(() => feedsModel(chatbotId), [chatbotId])
  const editing = useSignal<Feed | undefined>(undefined)
  const removing = useSignal<Feed | undefined>(undefined)
  // A new form after each feed added, empty again.
  const added = useSignal(0)
  useEffect(() => {
    void model.load()
    return model.dispose
  }, [model])
  const feeds = model.feeds.value

  return (
    <section>
      <h1 tabIndex={-1}>MLS feeds</h1>
      <p><a href={hrefOf({ page: 'chatbots' })}>Back to the chatbots</a></p>
      <FormError message={model.error.value} />
      {!feeds ? (
        <p role="status">Loading…</p>
      ) : feeds.length === 0 ? (
        <p>No feeds yet. Add one below to keep this chatbot's listings in step with your MLS.</p>
      ) : (
        <div class="table-scroll" tabIndex={0} role="region" aria-label="MLS feeds">
          <table class="cards">
            <caption>Feeds</caption>
            <thead>
              <tr><th scope="col">Name</th><th scope="col">Server</th><th scope="col">Every</th><th scope="col">Last run</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr>
            </thead>
            <tbody>
              {feeds.map((feed) => {
                const syncing = model.syncing.value.has(feed.FeedID)
                return (
                  <tr key={feed.FeedID}>
                    <th scope="row">{feed.Name}</th>
                    <td data-label="Server"><code>{feed.ServerUrl}</code> {feed.Resource}</td>
                    <td data-label="Every">{feed.EveryMinutes} min</td>
                    <td data-label="Last run"><FeedRunSummary feed={feed} syncing={syncing} /></td>
                    <td class="actions">
                      <button type="button" disabled={syncing || model.underWay(feed)} aria-label={`Sync now: ${feed.Name}`} onClick={() => void model.syncNow(feed.FeedID)}>Sync now</button>
                      <button type="button" class="quiet" aria-label={`Edit ${feed.Name}`} onClick={() => (editing.value = feed)}>Edit</button>
                      <button type="button" class="quiet danger-text" aria-label={`Remove ${feed.Name}`} onClick={() => (removing.value = feed)}>Remove</button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      {editing.value ? (
        <FeedForm key={editing.value.FeedID} feed={editing.value} save={(changes) => model.edit(editing.value!.FeedID, changes)} onDone={() => (editing.value = undefined)} />
      ) : (
        <FeedForm key={`new-${added.value}`} save={(settings) => model.add(settings as Parameters<typeof model.add>[0])} onDone={() => added.value++} />
      )}
      {removing.value && (
        <ConfirmDialog
          title={`Remove ${removing.value.Name}?`}
          confirmLabel="Remove"
          onCancel={() => (removing.value = undefined)}
          onConfirm={() => {
            const feed = removing.value!
            removing.value = undefined
            void model.remove(feed.FeedID)
          }}
        >
          <p>The feed and its run history are removed; the listings it brought stay.</p>
        </ConfirmDialog>
      )}
    </section>
  )
}
