import { useSignal } from '@preact/signals'
import type { Feed, FeedSettingsInput } from '../../../server/schemas/listing-feed.ts'
import { messageOf } from '../api.ts'
import { FormError } from './FormError.tsx'
import { LabeledField } from './LabeledField.tsx'

type Draft = Record<'Name' | 'ServerUrl' | 'Resource' | 'TokenUrl' | 'ClientId' | 'Secret' | 'Filter' | 'EveryMinutes' | 'Removal', string>

/**
 * Adds a feed, or edits `feed`: its settings, the sign-in (client credentials or a bearer token)
 * and a secret that is write-only (never shown; left empty on an edit, the stored one stays).
 * `save` sends the settings and throws the server's refusal, shown under the form.
 */
export function FeedForm({ feed, save, onDone }: { feed?: Feed; save(settings: Partial<FeedSettingsInput>): Promise<unknown>; onDone(): void }) {
  const prefix = feed ? `feed-${feed.FeedID}` : 'feed-new'
  const draft = useSignal<Draft>({
    Name: feed?.Name ?? '', ServerUrl: feed?.ServerUrl ?? '', Resource: feed?.Resource ?? 'Property', TokenUrl: feed?.TokenUrl ?? '', ClientId: feed?.ClientId ?? '',
    Secret: '', Filter: feed?.Filter ?? '', EveryMinutes: String(feed?.EveryMinutes ?? 60), Removal: feed?.Removal ?? 'remove'
  })
  const auth = useSignal(feed?.Auth ?? 'client_credentials')
  const error = useSignal('')
  const busy = useSignal(false)
  const set = (name: keyof Draft) => (event: Event) => (draft.value = { ...draft.value, [name]: (event.currentTarget as HTMLInputElement).value })

  async function submit(event: Event) {
    event.preventDefault()
    const { Secret, EveryMinutes, TokenUrl, ClientId, ...rest } = draft.value
    const credentials = auth.value === 'client_credentials'
      ? { TokenUrl, ClientId, ...(Secret && { ClientSecret: Secret }) }
      : { TokenUrl: '', ...(Secret && { BearerToken: Secret }) }
    error.value = ''
    busy.value = true
    try {
      const settings: Partial<FeedSettingsInput> = { ...rest, ...credentials, EveryMinutes: Number(EveryMinutes), Removal: rest.Removal as FeedSettingsInput['Removal'] }
      // An edit sends what changed: a connection sent again would be tried again and start a full load.
      await save(feed ? Object.fromEntries(Object.entries(settings).filter(([name, value]) => feed[name as keyof Feed] !== value)) : settings)
      onDone()
    } catch (caught) {
      error.value = messageOf(caught)
    } finally {
      busy.value = false
    }
  }

  const field = (name: keyof Draft, label: string, rule: string, type = 'text') => (
    <LabeledField id={`${prefix}-${name}`} label={label} rule={rule}>
      <input id={`${prefix}-${name}`} type={type} aria-describedby={`${prefix}-${name}-rule`} value={draft.value[name]} onInput={set(name)} />
    </LabeledField>
  )
  const secretLabel = auth.value === 'client_credentials' ? 'Client secret' : 'Bearer token'
  return (
    <form class="inline-form" onSubmit={submit} aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>{feed ? `Edit ${feed.Name}` : 'Add an MLS feed'}</h2>
      {field('Name', 'Name', 'What you call this feed')}
      {field('ServerUrl', 'Server URL', 'The RESO Web API service root, such as https://api.mls.example/odata', 'url')}
      {field('Resource', 'Resource', 'Property, unless your MLS names it otherwise')}
      <LabeledField id={`${prefix}-auth`} label="Sign-in" rule="What your MLS gave you">
        <select id={`${prefix}-auth`} aria-describedby={`${prefix}-auth-rule`} value={auth.value} onChange={(e) => (auth.value = e.currentTarget.value as Feed['Auth'])}>
          <option value="client_credentials">OAuth2 client credentials</option>
          <option value="bearer">Bearer token</option>
        </select>
      </LabeledField>
      {auth.value === 'client_credentials' && field('TokenUrl', 'Token URL', 'The OAuth2 token endpoint', 'url')}
      {auth.value === 'client_credentials' && field('ClientId', 'Client ID', 'The OAuth2 client id')}
      {field('Secret', secretLabel, feed ? 'Never shown again; leave empty to keep the stored one' : 'Never shown again once saved', 'password')}
      {field('Filter', 'Filter', 'Optional OData $filter, such as ListOfficeMlsId eq \'X1\'')}
      {field('EveryMinutes', 'Every (minutes)', 'Minutes between runs, 5 to 10080', 'number')}
      <LabeledField id={`${prefix}-Removal`} label="Listings that leave the feed" rule="Also Closed, Withdrawn, Expired or Canceled ones">
        <select id={`${prefix}-Removal`} aria-describedby={`${prefix}-Removal-rule`} value={draft.value.Removal} onChange={set('Removal')}>
          <option value="remove">Remove them</option>
          <option value="mark_sold">Keep them, marked sold</option>
        </select>
      </LabeledField>
      <button type="submit" disabled={busy.value}>{busy.value ? 'Trying the feed…' : feed ? 'Save' : 'Add the feed'}</button>
      {feed && <button type="button" class="quiet" onClick={onDone}>Cancel</button>}
      <FormError message={error.value} />
    </form>
  )
}
