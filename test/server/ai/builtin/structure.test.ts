import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = new URL('../../../../server/ai/builtin/', import.meta.url).pathname
const files = (readdirSync(root, { recursive: true }) as string[]).filter((name) => name.endsWith('.ts'))

describe('the built-in assistant\'s floor plan', () => {
  it('reads the store in one module only, fetch.ts; every other stage imports the store\'s types alone', () => {
    const reading = files.filter((name) => /^import\s+(?!type\b)(?:\{[^}]*\}|\w+)(?:\s*,\s*\{[^}]*\})?\s+from\s+'[^']*\/store\//m.test(readFileSync(path.join(root, name), 'utf8')))
    expect(reading).toEqual(['fetch.ts'])
  })
})
