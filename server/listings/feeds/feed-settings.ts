import { BadGatewayError, BadRequestError } from '../../errors.ts'
import type { FeedChangesInput, FeedSettingsInput } from '../../schemas/listing-feed.ts'
import type { FeedRow, FeedSettings } from '../../store/listing-feeds.ts'
import { FeedClient, FeedError, type ClientOptions, type FeedConnection } from './odata-client.ts'
import { SecretKeyError, type SecretBox } from './secret-box.ts'

/** How a new or changed connection is tried before it is stored: one small page, no long waits. */
const CHECK: ClientOptions = { pageSize: 1, retries: 0, timeoutMs: 15_000 }

/**
 * Reads one listing through `connection`; a feed that cannot be read is the owner's to fix:
 * 400 with the feed's own message (or 502 when the feed server itself failed).
 *
 * @example
 * await checkConnection({ serverUrl, resource: 'Property', tokenUrl, clientId, secret, filter: '' })
 */
export async function checkConnection(connection: FeedConnection): Promise<void> {
  const client = new FeedClient(connection, CHECK)
  try {
    await client.page(client.firstUrl())
  } catch (error) {
    if (!(error instanceof FeedError)) throw error
    if (error.kind === 'server') throw new BadGatewayError(`The feed server failed: ${error.message}`, { cause: error })
    const field = error.kind === 'credentials' ? (connection.tokenUrl ? 'ClientId/ClientSecret' : 'BearerToken') : error.kind === 'not_oauth' ? 'TokenUrl' : 'ServerUrl'
    throw new BadRequestError(`${field}: ${error.message}`, { cause: error })
  }
}

/** The connection settings after `changes`, the stored secret kept when none is given for the same kind of sign-in. */
function connectionOf(box: SecretBox, changes: FeedChangesInput, feed?: FeedRow): FeedConnection {
  const tokenUrl = changes.TokenUrl ?? feed?.token_url ?? ''
  if (tokenUrl && changes.BearerToken) throw new BadRequestError('BearerToken: give either TokenUrl with ClientId and ClientSecret, or BearerToken, not both')
  if (!tokenUrl && changes.ClientSecret) throw new BadRequestError('TokenUrl is required with ClientSecret (OAuth2 client credentials)')
  const sameKind = feed !== undefined && Boolean(feed.token_url) === Boolean(tokenUrl)
  const secret = changes.ClientSecret ?? changes.BearerToken ?? (sameKind ? storedSecret(box, feed) : '')
  const clientId = tokenUrl ? changes.ClientId ?? feed?.client_id ?? '' : ''
  if (tokenUrl && !clientId) throw new BadRequestError('ClientId is required with TokenUrl')
  if (!secret) throw new BadRequestError(tokenUrl ? 'ClientSecret is required with TokenUrl' : 'BearerToken is required, or TokenUrl with ClientId and ClientSecret')
  return {
    serverUrl: changes.ServerUrl ?? feed?.server_url ?? '',
    resource: changes.Resource ?? feed?.resource ?? 'Property',
    tokenUrl,
    clientId,
    secret,
    filter: changes.Filter ?? feed?.filter ?? ''
  }
}

/** The feed's stored secret; one the server's key cannot open must be entered again. */
function storedSecret(box: SecretBox, feed: FeedRow): string {
  try {
    return box.open(feed.sealed_secret)
  } catch (error) {
    if (error instanceof SecretKeyError) throw new BadRequestError(`${feed.token_url ? 'ClientSecret' : 'BearerToken'}: ${error.message}`, { cause: error })
    throw error
  }
}

const CONNECTION_FIELDS = ['ServerUrl', 'Resource', 'TokenUrl', 'ClientId', 'ClientSecret', 'BearerToken', 'Filter'] as const

/**
 * The settings to store for a new feed, or the changes to an existing one, after the
 * connection they make was tried (only when one of its fields changed); the secret sealed.
 *
 * @example
 * await createFeed(db, chatbot.id, await feedSettings(app.feedSecrets, request.body), app.clock())
 */
export async function feedSettings(box: SecretBox, input: FeedSettingsInput | FeedChangesInput, feed?: FeedRow): Promise<Partial<FeedSettings>> {
  const connection = connectionOf(box, input, feed)
  const connectionChanged = !feed || CONNECTION_FIELDS.some((field) => input[field] !== undefined)
  if (connectionChanged) await checkConnection(connection)
  return {
    name: input.Name,
    everyMinutes: input.EveryMinutes,
    removal: input.Removal,
    ...(connectionChanged && {
      serverUrl: connection.serverUrl,
      resource: connection.resource,
      tokenUrl: connection.tokenUrl,
      clientId: connection.clientId,
      filter: connection.filter,
      sealedSecret: box.seal(connection.secret)
    })
  }
}
