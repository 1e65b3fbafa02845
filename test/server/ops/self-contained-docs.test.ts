import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'

/** The repository's text files: tracked, or new and not ignored (what a clone holds once committed). */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return listed.split('\n').filter((file) => /\.(?:[cm]?[jt]sx?|md|json|ya?ml|html|css)$|(?:^|\/)Dockerfile$/.test(file) && !file.endsWith('package-lock.json') && fs.existsSync(file))
}

/** A document named in a file, by name or by a path relative to the root or to the file (as docs/architecture.md links src/README.md). */
const DOCUMENT = /(?<![\w./-])((?:\.{1,2}\/)?[\w-]+(?:\/[\w.-]+)*\.md)\b/g

// The files, not the database, are under test: once, on SQLite.
describe.skipIf(inject('postgresUrl') !== '')('the repository stands alone', () => {
  it('cites only documents it holds: every *.md a file names exists in the repository, and no file points outside it', () => {
    const files = repositoryFiles()
    const documents = files.filter((file) => file.endsWith('.md'))
    const names = new Set(documents.map((file) => path.basename(file)))
    const missing: string[] = []
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8')
      for (const [, cited] of text.matchAll(DOCUMENT)) {
        const found = cited!.includes('/')
          ? [cited!, path.join(path.dirname(file), cited!)].some((candidate) => documents.includes(path.normalize(candidate)))
          : names.has(cited!)
        if (!found) missing.push(`${file}: ${cited}`)
      }
      if (/\/work\/(?:shared|wt)\b/.test(text)) missing.push(`${file}: a path outside the repository`)
    }
    expect(missing).toEqual([])
    // The documents the code cites are there.
    for (const document of ['docs/api.md', 'docs/design.md', 'docs/architecture.md', 'src/README.md']) expect(documents).toContain(document)
  })
})
