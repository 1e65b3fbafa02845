import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium-path.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The e2e project's one Chromium, for chromium.connect; empty when Chromium is missing. */
    chromiumEndpoint: string
    /** A folder deleted after the run: the shared demo server's data lives there (shared-demo.ts). */
    e2eScratch: string
  }
}

/**
 * For the e2e project: one Chromium for all its files, launched once (a launch costs a second or
 * two on a busy machine). Each file connects to it (sharedBrowser in chromium.ts) and opens its
 * own contexts, which its disconnect closes, so no page, cookie or storage outlives the file.
 * Also a scratch folder for what outlives a file, removed after the run.
 */
export default async function setup(project: TestProject) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-e2e-'))
  project.provide('e2eScratch', scratch)
  const removeScratch = () => fs.rmSync(scratch, { recursive: true, force: true })
  if (!fs.existsSync(CHROMIUM)) {
    project.provide('chromiumEndpoint', '')
    return removeScratch
  }
  const server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  project.provide('chromiumEndpoint', server.wsEndpoint())
  return async () => {
    await server.close()
    removeScratch()
  }
}
