import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

const run = promisify(execFile)

/**
 * The `porchlight` command (package.json "bin") in a checkout of its own: a temporary folder
 * with the project's package.json, bin/ and server/ sources and its node_modules linked, as a
 * fresh clone is after `npm install`, without a build.
 */
let checkout: string
let env: NodeJS.ProcessEnv

const porchlight = (...args: string[]) => run(process.execPath, ['bin/porchlight.js', ...args], { cwd: checkout, env })

// The command, not the database, is under test: once, on SQLite.
describe.skipIf(inject('postgresUrl') !== '')('npx porchlight', () => {
  beforeAll(() => {
    checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-checkout-'))
    for (const name of ['package.json', 'bin', 'server']) fs.cpSync(name, path.join(checkout, name), { recursive: true })
    fs.symlinkSync(path.resolve('node_modules'), path.join(checkout, 'node_modules'))
    // npx keeps its link to the local package in a cache of its own, not the user's.
    env = { ...process.env, DATA_DIR: path.join(checkout, 'data'), DATABASE_URL: '', npm_config_cache: path.join(checkout, '.npm-cache') }
  })
  afterAll(() => fs.rmSync(checkout, { recursive: true, force: true }))

  it('runs in a checkout without a build: --help, then real commands on DATA_DIR', async () => {
    const help = await run('npx', ['--offline', 'porchlight', '--help'], { cwd: checkout, env })
    expect(help.stderr).toContain('Usage: porchlight <command> [options]')
    expect(help.stderr).toContain('create-owner --workspace ID --email E')

    const workspace = JSON.parse((await porchlight('create-workspace', '--name', 'Bin Realty', '--json')).stdout) as { workspaceId: string }
    const owner = JSON.parse((await porchlight('create-owner', '--workspace', workspace.workspaceId, '--email', 'ana@example.com', '--json')).stdout) as Record<string, string>
    expect(owner).toMatchObject({ workspaceId: workspace.workspaceId, email: 'ana@example.com' })
    expect(owner.password).toMatch(/\S{10,}/)
  }, 120_000)

  it('runs the compiled CLI when the build is newer than every source, and the sources when the build is stale', async () => {
    const compiled = path.join(checkout, 'dist/server/cli/main.js')
    fs.mkdirSync(path.dirname(compiled), { recursive: true })
    fs.writeFileSync(compiled, 'console.log("the compiled CLI")\n')
    const future = new Date(Date.now() + 60_000)
    fs.utimesSync(compiled, future, future)
    expect((await porchlight('list-workspaces')).stdout).toBe('the compiled CLI\n')

    const source = path.join(checkout, 'server/cli/main.ts')
    const later = new Date(future.getTime() + 60_000)
    fs.utimesSync(source, later, later)
    expect((await porchlight('list-workspaces')).stdout).toContain('Bin Realty')
  }, 60_000)
})
