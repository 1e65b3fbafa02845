import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { promisify } from 'node:util'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every file a
 * build emits, so the server sends each browser the smallest encoding it accepts without
 * compressing anything per request (@fastify/static's `preCompressed`).
 *
 * @example
 * defineConfig({ plugins: [precompress()] })
 * // dist/widget/panel.js, panel.js.br, panel.js.gz
 */
export function precompress(): Plugin {
  return {
    name: 'porchlight:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? '')
      await Promise.all(
        Object.keys(bundle).map(async (fileName) => {
          const file = path.join(dir, fileName)
          const content = await readFile(file)
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION })
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
        })
      )
    }
  }
}
