#!/usr/bin/env node
/**
 * The admin CLI as a command: `npx porchlight <command>` in a checkout (after `npm install`),
 * `porchlight <command>` in the container. It runs the compiled CLI (dist/server/cli/main.js)
 * when that build is newer than every source under server/, or when there are no sources (the
 * image); otherwise it runs the sources through tsx, so a checkout never needs a build first
 * and a stale build is never used.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const compiled = path.join(root, 'dist/server/cli/main.js')
const sources = path.join(root, 'server')

/** The newest modification time of the TypeScript files under `folder`, in ms. */
function newestSource(folder) {
  let newest = 0
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts')) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

const buildIsCurrent = fs.existsSync(compiled) && (!fs.existsSync(sources) || fs.statSync(compiled).mtimeMs >= newestSource(sources))
if (buildIsCurrent) {
  await import(pathToFileURL(compiled).href)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import(pathToFileURL(path.join(sources, 'cli/main.ts')).href)
}
