// @vitest-environment node
/**
 * The size budget and the shape of the built widget. `npm test` builds before vitest runs;
 * run `npx vite build` first when running this file alone.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { DIST, readChunk as read, staticClosure } from '../support/bundle-files.ts'

const KIB = 1024
const LOADER_BUDGET = 4 * KIB
const TEXT_CHAT_BUDGET = 44 * KIB

const gzipped = (name: string) => gzipSync(fs.readFileSync(path.join(DIST, name)), { level: 9 }).length
const chunks = () => fs.readdirSync(DIST).filter((name) => name.endsWith('.js'))

describe('the built widget', () => {
  test('has been built', () => {
    expect(fs.existsSync(path.join(DIST, 'widget.js')), 'dist/widget/widget.js is missing: run `npx vite build`').toBe(true)
    expect(fs.existsSync(path.join(DIST, 'panel.js'))).toBe(true)
  })

  test('widget.js is a classic script: no import or export statements, core.js and the panel come by import()', () => {
    const code = read('widget.js')
    // A classic script that held an import or export declaration would not even compile.
    expect(() => new vm.Script(code, { filename: 'widget.js' })).not.toThrow()
    expect(code).toMatch(/\bimport\(/)
    expect(code).toContain('panel.js')
    expect(code).toContain('core.js')
    // The check can fail: the same compiler refuses a module-style file.
    expect(() => new vm.Script('import x from "./y.js"')).toThrow(SyntaxError)
  })

  test('widget.js, core.js and panel.js ask Chromium to compile them while they stream in, not on the page\'s main thread', () => {
    // V8's per-file compile hint counts only as the file's first line.
    for (const file of ['widget.js', 'core.js', 'panel.js']) expect(read(file).split('\n', 1)[0], file).toBe('//# allFunctionsCalledOnLoad')
  })

  test('the loader draws the bubble and nothing more: no Intl, storage or API code in widget.js', () => {
    const code = read('widget.js')
    for (const heavy of ['Intl', 'localStorage', 'sessionStorage', 'GetConfig']) expect(code, heavy).not.toContain(heavy)
    // Nor core.js: a time zone would set one of them up, for nothing the server uses.
    for (const zone of ['Intl', 'Temporal']) expect(read('core.js'), zone).not.toContain(zone)
    // They are in core.js, which the panel shares instead of bundling a copy.
    expect(read('core.js')).toContain('GetConfig')
    expect(staticClosure('panel.js')).toContain('core.js')
    expect(read('panel.js')).not.toContain('chatrobot-sessionkey')
  })

  test('nothing of the server reaches the browser', () => {
    for (const name of chunks()) expect(read(name), name).not.toMatch(/fastify|typebox|kysely|better-sqlite3|["'`]node:/)
  })

  test(`loader ≤ ${LOADER_BUDGET / KIB} KiB and a text chat ≤ ${TEXT_CHAT_BUDGET / KIB} KiB (gzip -9)`, () => {
    const loader = gzipped('widget.js')
    const panelFiles = [...staticClosure('panel.js')]
    // English is in core.js (the teaser speaks the UI language too); the other packs are chunks.
    const languages = chunks().filter((name) => !panelFiles.includes(name) && read(name).includes('openChat:'))
    const largestLanguage = Math.max(0, ...languages.map(gzipped))
    const textChat = loader + panelFiles.reduce((sum, name) => sum + gzipped(name), 0) + largestLanguage
    console.log(
      `widget sizes (gzip -9): loader ${loader} B; panel ${panelFiles.join(' + ')} ${textChat - loader - largestLanguage} B; ` +
        `largest language pack ${largestLanguage} B; text chat total ${textChat} B of ${TEXT_CHAT_BUDGET} B`
    )
    expect(languages.length).toBeGreaterThanOrEqual(2)
    expect(loader).toBeLessThanOrEqual(LOADER_BUDGET)
    expect(textChat).toBeLessThanOrEqual(TEXT_CHAT_BUDGET)
  })

  test('the image, push-to-talk and social-link controls are chunks a text chat does not load', () => {
    const textChat = [...staticClosure('panel.js')]
    const marks = {
      'image picker': 'image/png,image/jpeg,image/webp,image/gif',
      'push-to-talk button': 'setPointerCapture',
      'Instagram icon': 'M12 7a5 5 0 1 0 0 10'
    }
    for (const [part, mark] of Object.entries(marks)) {
      expect(chunks().filter((name) => read(name).includes(mark)), part).toHaveLength(1)
      for (const name of textChat) expect(read(name), `${part} in ${name}`).not.toContain(mark)
    }
  })

  test('voice recording (recorder and WAV encoder) is a chunk of its own that a text chat does not load', () => {
    const textChat = staticClosure('panel.js')
    const voice = chunks().filter((name) => read(name).includes('getUserMedia'))
    expect(voice).toHaveLength(1)
    expect(read(voice[0]!)).toContain('RIFF')
    for (const name of textChat) {
      expect(read(name), name).not.toContain('getUserMedia')
      expect(read(name), name).not.toContain('RIFF')
    }
  })
})
