import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'

/** Lets pages of any origin PUT to the bucket with their Content-Type, as a store serving browsers is set up. */
const BROWSER_UPLOADS = '<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>'

/** A real server speaking the S3 protocol, on a loopback port, its objects in a folder of its own. */
export interface S3Server {
  /** http://127.0.0.1:port */
  endpoint: string
  /** where its objects are kept */
  directory: string
  close(): Promise<void>
}

/**
 * Starts s3rver (the fork that checks Signature Version 4 signatures, signed headers
 * included, as S3 does) with one bucket that browsers may PUT to; access key and secret are both `S3RVER`.
 *
 * @example
 * const s3 = await startS3Server('uploads')
 * const store = { endpoint: s3.endpoint, bucket: 'uploads', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', pathStyle: true }
 */
export async function startS3Server(bucket: string): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-s3-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [BROWSER_UPLOADS] }] })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    close: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    }
  }
}
