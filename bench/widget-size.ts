/**
 * The widget's weight beside the browser bundles other chat widgets publish, each compressed
 * as a server would send it: gzip -9 and brotli at quality 11 (zlib), summed over its files.
 * Usage: npx tsx bench/widget-size.ts (after `npx vite build`)
 */
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { DIST, textChatFiles } from '../test/support/bundle-files.ts'
import { COMPETITORS, competitorFiles } from './competitors.ts'

export interface Weight {
  name: string
  files: string[]
  raw: number
  gzip: number
  brotli: number
}

/** Bytes of `files` as they are, after gzip -9 and after brotli quality 11. */
export function weigh(name: string, files: string[]): Weight {
  const weight: Weight = { name, files: files.map((file) => path.basename(file)), raw: 0, gzip: 0, brotli: 0 }
  for (const file of files) {
    const bytes = fs.readFileSync(file)
    weight.raw += bytes.length
    weight.gzip += gzipSync(bytes, { level: 9 }).length
    weight.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length
  }
  return weight
}

/** Porchlight's loader and English text chat, then each competitor's published bundle. */
export function measureWidgetSize(): { loader: Weight; total: Weight; competitors: Weight[] } {
  return {
    loader: weigh('Porchlight loader', [path.join(DIST, 'widget.js')]),
    total: weigh('Porchlight text chat', textChatFiles().map((name) => path.join(DIST, name))),
    competitors: COMPETITORS.map((competitor) => weigh(competitor.spec, competitorFiles(competitor)))
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { loader, total, competitors } = measureWidgetSize()
  for (const weight of [loader, total, ...competitors]) {
    console.log(`${weight.name.padEnd(24)} ${String(weight.gzip).padStart(8)} B gzip  ${String(weight.brotli).padStart(8)} B brotli  ` +
      `×${(weight.gzip / total.gzip).toFixed(1)} / ×${(weight.brotli / total.brotli).toFixed(1)} of the text chat  (${weight.files.join(' + ')})`)
  }
}
