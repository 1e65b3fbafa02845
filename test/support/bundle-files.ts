import fs from 'node:fs'
import path from 'node:path'

/** Where vite writes the widget. */
export const DIST = path.resolve(import.meta.dirname, '../../dist/widget')

export const readChunk = (name: string) => fs.readFileSync(path.join(DIST, name), 'utf8')

/** A chunk and every chunk it imports statically: what the browser must fetch before it runs. */
export function staticClosure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  for (const [, target] of readChunk(entry).matchAll(/\b(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) staticClosure(target!, seen)
  return seen
}

/** The files an English text chat loads: the loader, then the panel and its static imports (no language pack). */
export const textChatFiles = () => ['widget.js', ...staticClosure('panel.js')]
