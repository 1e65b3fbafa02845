import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** The package's dotted version, sent as `Version` in every envelope. */
export const VERSION: string = (require('../package.json') as { version: string }).version
