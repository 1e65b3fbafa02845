import type { TestProject } from 'vitest/node'
import { compiledEntry } from './compiled.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundled once for the project's files (test/support/child-server.ts starts it); empty: each file bundles its own. */
    serverEntry: string
  }
}

/** For the widget project, whose files each start the real server: bundles it once, not once per file. */
export default async function setup(project: TestProject) {
  project.provide('serverEntry', await compiledEntry('server/main.ts'))
}
