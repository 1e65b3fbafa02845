import { signal } from '@preact/signals'
import type { Feed, FeedSettingsInput } from '../../../server/schemas/listing-feed.ts'
import { call, messageOf } from '../api.ts'

/** How often a feed under way is looked at again, for its progress. */
const POLL_MS = 1000

/**
 * A chatbot's MLS feeds for the feeds page: the list with each last run, and the calls that
 * change it. While a feed runs the list is read again every second, so its counts move.
 *
 * @example
 * const model = feedsModel(chatbotId)
 * await model.load()
 */
export function feedsModel(chatbotId: string) {
  const base = `/chatbots/${chatbotId}/feeds`
  const feeds = signal<Feed[] | undefined>(undefined)
  const error = signal('')
  /** feeds asked to sync from this page, until their run is over */
  const syncing = signal<ReadonlySet<number>>(new Set())
  let timer: ReturnType<typeof setTimeout> | undefined

  const underWay = (feed: Feed) => feed.Running || feed.LastRun?.Status === 'running'
  async function load(): Promise<void> {
    clearTimeout(timer)
    try {
      const list = await call<Feed[]>('GET', base)
      feeds.value = list
      // A feed asked to sync is shown as syncing until its run is over (the run may not have started yet).
      const asked = new Set([...syncing.value].filter((id) => list.some((feed) => feed.FeedID === id && (underWay(feed) || Date.parse(feed.NextRunAt) <= Date.now()))))
      syncing.value = asked
      if (asked.size > 0 || list.some(underWay)) timer = setTimeout(() => void load(), POLL_MS)
    } catch (caught) {
      error.value = messageOf(caught)
    }
  }

  async function act(work: () => Promise<unknown>): Promise<boolean> {
    error.value = ''
    try {
      await work()
      return true
    } catch (caught) {
      error.value = messageOf(caught)
      return false
    } finally {
      await load()
    }
  }

  return {
    feeds,
    error,
    syncing,
    load,
    underWay,
    /** Adds a feed (the server tries the connection first); throws the server's refusal for the form. */
    add: (settings: FeedSettingsInput) => call<Feed>('POST', base, settings).then(load),
    /** Saves changes; a secret left out stays. Throws the server's refusal for the form. */
    edit: (feedId: number, changes: Partial<FeedSettingsInput>) => call<Feed>('PATCH', `${base}/${feedId}`, changes).then(load),
    remove: (feedId: number) => act(() => call('DELETE', `${base}/${feedId}`)),
    syncNow: (feedId: number) => act(async () => {
      await call('POST', `${base}/${feedId}/sync`, {})
      syncing.value = new Set([...syncing.value, feedId])
    }),
    /** Stops reading the list again (the page is left). */
    dispose: () => clearTimeout(timer)
  }
}

export type FeedsModel = ReturnType<typeof feedsModel>
