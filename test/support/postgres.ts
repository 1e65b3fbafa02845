import { execFile, execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './ports.ts'

/** The folder holding initdb and pg_ctl, from Debian's layout or PATH; undefined when PostgreSQL's server programs are missing. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  for (const version of versions) {
    const bin = path.join(root, version, 'bin')
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' })
  return which.status === 0 ? path.dirname(fs.realpathSync(which.stdout.trim())) : undefined
}

export interface Cluster {
  url: string
  /** Stops the server and deletes the cluster. */
  stop(): void
  /** `pg_ctl restart -m fast`: open connections are terminated (57P01), then it accepts connections again. */
  restart(): Promise<void>
  /** `pg_ctl stop -m fast`, keeping the data: connections are refused until start(). */
  pause(): Promise<void>
  /** Starts a paused server; resolves once it accepts connections. */
  start(): Promise<void>
}

/**
 * Starts a throwaway PostgreSQL cluster in a temp folder on a free loopback port.
 * initdb refuses to run as root, so as root the programs run as the `postgres` user.
 */
export async function startCluster(bin: string): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-pg-'))
  const data = path.join(dir, 'data')
  const port = await freePort()
  const asRoot = process.getuid?.() === 0
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir])
  const run = (program: string, args: string[]) => {
    const command = path.join(bin, program)
    return asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe', cwd: dir })
      : execFileSync(command, args, { stdio: 'pipe', cwd: dir })
  }
  run('initdb', ['-D', data, '-U', 'porchlight', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const startArgs = (command: 'start' | 'restart') => [
    '-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', command, ...(command === 'restart' ? ['-m', 'fast'] : []),
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`
  ]
  // Asynchronous, so a test's own requests keep running while PostgreSQL goes down and up.
  const runAsync = (program: string, args: string[]) => new Promise<void>((resolve, reject) => {
    const command = path.join(bin, program)
    const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
    execFile(file, fileArgs, { cwd: dir }, (error) => (error ? reject(error) : resolve()))
  })
  run('pg_ctl', startArgs('start'))
  return {
    url: `postgres://porchlight@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
    restart: () => runAsync('pg_ctl', startArgs('restart')),
    pause: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start: () => runAsync('pg_ctl', startArgs('start'))
  }
}
