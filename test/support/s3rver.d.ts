/** The few parts of @20minutes/s3rver (a fork of s3rver that checks Signature Version 4) the tests use; it ships no types. */
declare module '@20minutes/s3rver' {
  interface BucketConfig {
    name: string
    /** bucket configurations as XML documents (CORS, website) */
    configs: string[]
  }
  interface Options {
    port?: number
    address?: string
    silent?: boolean
    directory: string
    configureBuckets?: BucketConfig[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
