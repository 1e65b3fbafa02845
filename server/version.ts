import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from './paths.ts'

/** The package's dotted version, sent as `Version` in every envelope. */
export const VERSION: string = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version
