import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The browser bundles other chat widgets publish, fetched with `npm pack` (the tarball only:
 * their dependency trees are not needed to weigh a bundle, and one of them does not install).
 * Versions are pinned so that runs compare like with like.
 */
export const COMPETITORS = [
  { name: 'deep-chat', spec: 'deep-chat@2.4.2', files: ['dist/deepChat.bundle.js'] },
  { name: 'flowise-embed', spec: 'flowise-embed@3.1.6', files: ['dist/web.js'] },
  { name: '@typebot.io/js', spec: '@typebot.io/js@0.10.7', files: ['dist/web.js'] },
  { name: '@n8n/chat', spec: '@n8n/chat@1.37.0', files: ['dist/chat.bundle.umd.js', 'dist/style.css'] }
] as const

const cacheDir = path.resolve(import.meta.dirname, '.cache')

/** The bundle files of a competitor, unpacked under bench/.cache (downloaded once). */
export function competitorFiles(competitor: (typeof COMPETITORS)[number]): string[] {
  const folder = path.join(cacheDir, competitor.spec.replace(/[@/]/g, '_'))
  if (!fs.existsSync(path.join(folder, 'package'))) {
    fs.mkdirSync(folder, { recursive: true })
    const tarball = execFileSync('npm', ['pack', competitor.spec, '--silent', '--pack-destination', folder], { encoding: 'utf8' }).trim().split('\n').pop() as string
    execFileSync('tar', ['xzf', path.join(folder, tarball), '-C', folder])
  }
  return competitor.files.map((file) => path.join(folder, 'package', file))
}
