import { AwsClient } from 'aws4fetch'
import { ServiceUnavailableError } from '../errors.ts'

/** Where uploads go when they live in an S3-compatible store (S3_* variables). */
export interface ObjectStoreConfig {
  /** The store's origin, such as https://s3.eu-central-1.amazonaws.com or http://minio:9000. */
  endpoint: string
  /** The origin browsers reach the store at, for presigned upload URLs; the endpoint when absent. */
  publicEndpoint?: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** endpoint/bucket/key (MinIO and most self-hosted stores) instead of bucket.endpoint/key. */
  pathStyle: boolean
}

/** What a presigned PUT is bound to: the store refuses a PUT with any other Content-Length or Content-Type. */
export interface PutBinding {
  size: number
  contentType: string
}

/**
 * The few S3 calls uploads need, signed with AWS Signature Version 4 (aws4fetch): a
 * presigned PUT for the browser, and PUT, HEAD, GET and DELETE for the server.
 *
 * @example
 * const store = new ObjectStore({ endpoint: 'http://127.0.0.1:9000', bucket: 'uploads', region: 'us-east-1', accessKeyId, secretAccessKey, pathStyle: true })
 * const url = await store.presignPut('files/42', 300, { size: 70, contentType: 'image/png' })
 */
export class ObjectStore {
  private readonly client: AwsClient

  constructor(private readonly config: ObjectStoreConfig) {
    this.client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: 's3', region: config.region })
  }

  /**
   * A URL that lets whoever holds it PUT the object's bytes for `seconds`, exactly
   * `binding.size` bytes with `binding.contentType` as their Content-Type: both headers are
   * signed, so the store itself refuses any other size or type (403 SignatureDoesNotMatch).
   */
  async presignPut(key: string, seconds: number, binding: PutBinding): Promise<string> {
    const url = this.urlOf(key, this.config.publicEndpoint)
    url.searchParams.set('X-Amz-Expires', String(seconds))
    const headers = { 'content-length': String(binding.size), 'content-type': binding.contentType }
    // allHeaders: aws4fetch leaves Content-Length and Content-Type out of the signature otherwise.
    const signed = await this.client.sign(url, { method: 'PUT', headers, aws: { signQuery: true, allHeaders: true } })
    return signed.url
  }

  /** The object's size in bytes, or undefined when there is no such object. */
  async size(key: string): Promise<number | undefined> {
    const response = await this.call(key, { method: 'HEAD' })
    if (response.status === 404) return undefined
    return Number(response.headers.get('content-length') ?? 0)
  }

  /** The object's bytes as a stream; undefined when there is no such object. */
  async read(key: string): Promise<ReadableStream<Uint8Array> | undefined> {
    const response = await this.call(key, { method: 'GET' })
    if (response.status === 404) return undefined
    return response.body ?? undefined
  }

  /** Stores `bytes` as the object, replacing any. */
  async write(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.call(key, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } })
  }

  async delete(key: string): Promise<void> {
    await this.call(key, { method: 'DELETE' })
  }

  private urlOf(key: string, origin = this.config.endpoint): URL {
    const endpoint = new URL(origin)
    if (this.config.pathStyle) return new URL(`${endpoint.origin}/${this.config.bucket}/${key}`)
    return new URL(`${endpoint.protocol}//${this.config.bucket}.${endpoint.host}/${key}`)
  }

  private async call(key: string, init: RequestInit): Promise<Response> {
    let response: Response
    try {
      response = await this.client.fetch(this.urlOf(key), init)
    } catch (error) {
      throw Object.assign(new ServiceUnavailableError('The file store cannot be reached; try again shortly', 5), { cause: error })
    }
    if (!response.ok && response.status !== 404) {
      await response.body?.cancel()
      throw new ServiceUnavailableError(`The file store answered ${response.status}; try again shortly`, 5)
    }
    return response
  }
}
