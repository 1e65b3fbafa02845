import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChildServer, type ChildServer } from '../../support/child-server.ts'
import { compiledEntry } from '../../support/compiled.ts'

/**
 * README's API examples, run as written: every ```sh block of the "## API" section, in order,
 * in one bash session against a real server process on a fresh data folder. The only change
 * is BASE, which names the test server's port. A reply shown under a command (`# {...}` or
 * `# data: ...` lines, where `...` stands for anything) must be what the command printed, and
 * no command may print a refusal (`"Success":false`) that the README does not show.
 */
interface Example {
  /** the lines run before the expectation */
  script: string
  /** the reply shown in README, or undefined when none is */
  shown?: string
}

const EXPECTATION = /^# (\{|\[|data: |\.\.\.|\d{3} )/

function readmeExamples(): Example[] {
  const readme = fs.readFileSync('README.md', 'utf8')
  const section = readme.slice(readme.indexOf('\n## API\n'), readme.indexOf('\n## ', readme.indexOf('\n## API\n') + 1))
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!)
  const examples: Example[] = []
  for (const block of blocks) {
    let script: string[] = []
    let shown: string[] = []
    const flush = () => {
      if (script.length || shown.length) examples.push({ script: script.join('\n'), shown: shown.length ? shown.join('\n') : undefined })
      script = []
      shown = []
    }
    for (const line of block.split('\n')) {
      if (EXPECTATION.test(line)) shown.push(line.slice(2))
      else {
        if (shown.length) flush()
        script.push(line)
      }
    }
    flush()
  }
  return examples
}

/** The reply shown in README as a pattern: `...` matches anything, blank lines between events are allowed. */
function patternOf(shown: string): RegExp {
  const escaped = shown.split('\n').map((line) => line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\.\\\.\\\./g, '[\\s\\S]*?'))
  return new RegExp(escaped.join('\\s*'))
}

let server: ChildServer
let dataDir: string
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-readme-'))
  server = await startChildServer({ dataDir })
})
afterAll(async () => {
  server.process.kill('SIGTERM')
  await server.exited
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('README API examples', () => {
  // The examples are one shell script of real commands: two of them start the CLI, which runs
  // the sources through tsx in a checkout whose build is stale (seconds each on a busy machine).
  it('run verbatim and answer as README shows', { timeout: 120_000 }, async () => {
    const examples = readmeExamples()
    expect(examples.length).toBeGreaterThan(10)
    const marker = (index: number) => `@@example ${index}@@`
    const script = [
      'set -u',
      ...examples.map((example, index) => `${example.script.replace(/^BASE=.*$/m, `BASE=${server.url}`)}\necho; echo '${marker(index)}'`)
    ].join('\n')
    const { stdout, stderr } = await promisify(execFile)('bash', ['-c', script], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      maxBuffer: 16 * 1024 * 1024,
      timeout: 120_000
    })
    if (process.env.SHOW_README_OUTPUT) console.log(stdout)
    let rest = stdout
    for (const [index, example] of examples.entries()) {
      const end = rest.indexOf(marker(index))
      expect(end, `example ${index} did not finish:\n${example.script}`).toBeGreaterThanOrEqual(0)
      const printed = rest.slice(0, end).trim()
      rest = rest.slice(end + marker(index).length)
      const context = `README example:\n${example.script}\nprinted:\n${printed}`
      if (example.shown) expect(printed, context).toMatch(patternOf(example.shown))
      if (!example.shown?.includes('"Success":false')) expect(printed, context).not.toContain('"Success":false')
    }
    expect(stderr).toBe('')
  })

  describe('stream clients, with KEY and the session defined before them', () => {
    let prelude: { key: string; sessionID: number; lastAnswer: () => Promise<string> }
    beforeAll(async () => {
      const cli = await compiledEntry('server/cli/main.ts')
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'create-workspace', '--name', 'Stream clients', '--json'], { env: { ...process.env, DATA_DIR: dataDir } })
      const key = (JSON.parse(stdout) as { secretKey: string }).secretKey
      const call = async <T>(route: string, body: unknown) =>
        ((await (await fetch(server.url + route, { method: 'POST', headers: { authorization: key, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { Data: T }).Data
      const serialNumber = await call<string>('/chat/Chatbot/Add', { name: 'Streams' })
      const sessionID = (await call<{ SessionID: number }>('/chat/Chatbot/GetSession', { serialNumber })).SessionID
      const lastAnswer = async () => {
        const today = new Date().toISOString().slice(0, 10)
        const history = await call<{ List: { Role: string; Content: string }[] }>('/chat/Chatbot/ChatContentHistory', { SerialNumber: serialNumber, StartTime: today, EndTime: today, SessionID: sessionID })
        return history.List.filter((message) => message.Role === 'assistant').at(-1)!.Content
      }
      prelude = { key, sessionID, lastAnswer }
    })
    const block = (language: string) => {
      const readme = fs.readFileSync('README.md', 'utf8')
      const contract = readme.slice(readme.indexOf('**The stream\'s contract for clients.**'))
      return new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(contract)![1]!.replaceAll('http://127.0.0.1:8787', server.url)
    }

    it('fetch + eventsource-parser prints the whole answer and ends', async () => {
      const file = path.resolve('node_modules/.cache/porchlight-tests', `readme-stream-${process.pid}.mjs`)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, `const KEY = ${JSON.stringify(prelude.key)}\nconst sessionID = ${prelude.sessionID}\n${block('js')}`)
      const { stdout } = await promisify(execFile)(process.execPath, [file], { timeout: 60_000 })
      fs.rmSync(file)
      expect(stdout.trim()).toBe((await prelude.lastAnswer()).trim())
    })

    it('Python httpx prints the whole answer and ends', async ({ skip }) => {
      const python = '/usr/bin/python3'
      if (!(await promisify(execFile)(python, ['-c', 'import httpx']).then(() => true, () => false))) skip('python3-httpx is not installed (apt-get install python3-httpx; .ci/run does)')
      const script = `KEY = ${JSON.stringify(prelude.key)}\nsession_id = ${prelude.sessionID}\n${block('python')}`
      const { stdout } = await promisify(execFile)(python, ['-c', script], { timeout: 60_000 })
      expect(stdout.trim()).toBe((await prelude.lastAnswer()).trim())
    })
  })
})
