import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The project folder (the one holding package.json), found by walking up from this module,
 * so paths stay right whether the server runs from its sources or from a bundle.
 *
 * @example
 * path.join(projectRoot, 'dist/widget')
 */
export const projectRoot: string = (() => {
  let folder = path.dirname(fileURLToPath(import.meta.url))
  while (!fs.existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder)
    if (parent === folder) throw new Error('package.json not found above the server')
    folder = parent
  }
  return folder
})()
