import { act, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { readEmbedOptions } from '../../src/loader/embed-options.ts'
import { TEASER_DELAY_MS } from '../../src/core/teaser.ts'
import { installPorchlight, type PorchlightGlobal } from '../../src/loader/global-api.ts'
import type { ModuleLoader } from '../../src/shared/bridge.ts'
import { API, bodyOf, CHATBOT_ID, cleanPage, controlledStream, envelope, mockFetch, widgetConfig } from './helpers.ts'

const OTHER_ID = 'fedcba9876543210fedcba9876543210'
/** The loader's import() of core.js and panel.js, here of their sources. */
const loadPanel = ((_assetsUrl: string, name: string) =>
  name === 'core.js' ? import('../../src/core/main.ts') : import('../../src/panel/main.tsx')) as ModuleLoader
const options = (chatbotId = CHATBOT_ID) => ({ chatbotId, apiBase: API, assetsUrl: `${API}/widget/` })

/** Answers GetConfig with `config` (per chatbot) and ClientAsk with a short stream. */
function serve(configs: Record<string, ReturnType<typeof widgetConfig>> = { [CHATBOT_ID]: widgetConfig() }) {
  const fetchMock = mockFetch()
  fetchMock.mockImplementation(async (url, init) => {
    // The panel is downloaded at idle time, only evaluated on interest.
    if (url.endsWith('/panel.js')) return new Response('', { headers: { 'content-type': 'text/javascript' } })
    if (url.endsWith('/chat/Chatbot/GetConfig')) {
      const wanted = bodyOf([url, init]).serialNumber as string
      return configs[wanted] ? envelope(configs[wanted]) : envelope(null, 404, 'Chatbot was not found')
    }
    const stream = controlledStream()
    stream.event({ QuestionID: 1, AnswerID: 2, Answer: `You said: ${String(bodyOf([url, init]).content)}`, TotalToken: 1 })
    stream.end()
    return stream.response()
  })
  return fetchMock
}

const hosts = () => Array.from(document.querySelectorAll('porchlight-widget')) as HTMLElement[]
const panelOf = (host: HTMLElement) => host.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]')
const porchlight = () => window.Porchlight as PorchlightGlobal
/** A custom property the widget sets on its shadow host (by a `:host` rule of its shadow root's sheets). */
const hostProperty = (host: HTMLElement, name: string) =>
  host
    .shadowRoot!.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules) as CSSStyleRule[])
    .filter((rule) => rule.selectorText === ':host')
    .map((rule) => rule.style.getPropertyValue(name))
    .findLast(Boolean)

beforeEach(() => {
  delete window.Porchlight
})
afterEach(() => {
  porchlight()?.destroy?.()
  delete window.Porchlight
  cleanPage()
})

describe('embed options', () => {
  test('the script tag names the chatbot; API and panel files come from the script\'s origin', () => {
    const script = document.createElement('script')
    script.src = 'https://chat.example.test/widget.js'
    script.dataset.chatbotId = CHATBOT_ID
    expect(readEmbedOptions(script)).toEqual([{ chatbotId: CHATBOT_ID, apiBase: 'https://chat.example.test', assetsUrl: 'https://chat.example.test/widget/' }])
    script.src = 'https://cdn.example.test/porch/widget/widget.js'
    expect(readEmbedOptions(script)[0]!.assetsUrl).toBe('https://cdn.example.test/porch/widget/')
    // A port, a cache-busting query and a fragment: the files sit beside the script, the API at its origin.
    script.src = 'https://chat.example.test:8443/widget.js?v=2/x#/widget/'
    expect(readEmbedOptions(script)[0]).toMatchObject({ apiBase: 'https://chat.example.test:8443', assetsUrl: 'https://chat.example.test:8443/widget/' })
  })

  test('a global config object (or several) works too, and bad or repeated IDs are skipped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const found = readEmbedOptions(null, [{ chatbotId: CHATBOT_ID, apiBase: 'https://api.example.test/' }, { chatbotId: 'nope' }, { chatbotId: CHATBOT_ID }, { chatbotId: OTHER_ID }])
    expect(found.map((entry) => [entry.chatbotId, entry.apiBase])).toEqual([
      [CHATBOT_ID, 'https://api.example.test'],
      [OTHER_ID, location.origin]
    ])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nope" is not a chatbot ID'))
  })
})

describe('the loader', () => {
  test('draws the bubble at once, then styles it from GetConfig', async () => {
    const fetchMock = serve({ [CHATBOT_ID]: widgetConfig({ ChatBubbleColor: 'rgb(250, 240, 200)', ChatBubbleAlign: 1, ChatIcon: 'https://chat.example.test/chat/File/9', UserMessageColor: 'rgb(1,2,3)' }) })
    installPorchlight([options()], loadPanel)
    const [host] = hosts()
    const bubble = within(host!.shadowRoot as unknown as HTMLElement).getByRole('button', { name: 'Open chat' })
    expect(bubble.getAttribute('aria-expanded')).toBe('false')
    await waitFor(() => expect(hostProperty(host!, '--pl-accent')).toBe('rgb(250,240,200)'))
    expect(hostProperty(host!, '--pl-accent-text')).toBe('#000')
    expect(hostProperty(host!, '--pl-accent-edge')).toBe('#000') // pale: it needs an edge on a white page
    expect(hostProperty(host!, '--pl-user')).toBe('rgb(1,2,3)')
    expect(host!.getAttribute('data-align')).toBe('left')
    expect(bubble.querySelector('img')?.getAttribute('src')).toBe('https://chat.example.test/chat/File/9')
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({ serialNumber: CHATBOT_ID, clientCurrentTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) })
    // No header a browser would preflight: a first visit's GetConfig is a "simple" cross-origin request.
    expect([...new Headers(fetchMock.mock.calls[0]![1]!.headers).keys()]).toEqual([])
  })

  test('GetConfig sends the visitor\'s clock and sets up neither Intl nor Temporal for a time zone', async () => {
    const fetchMock = serve()
    const intl = vi.spyOn(Intl, 'DateTimeFormat')
    const timeZoneId = vi.fn(() => 'Europe/Lisbon')
    vi.stubGlobal('Temporal', { Now: { timeZoneId } })
    installPorchlight([options()], loadPanel)
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(bodyOf(fetchMock.mock.calls[0])).not.toHaveProperty('clientTimeZone')
    expect(timeZoneId).not.toHaveBeenCalled()
    expect(intl).not.toHaveBeenCalled()
    intl.mockRestore()
  })

  test('at idle time core.js, storage\'s first read and GetConfig each get a task of their own, so none adds up to a long task on the page', async () => {
    const steps: string[] = []
    /** Notes a step, and the next task of the page once it starts. */
    const step = (name: string) => {
      steps.push(name)
      setTimeout(() => steps.push(`next task after ${name}`))
    }
    const fetchMock = serve()
    const answer = fetchMock.getMockImplementation()!
    fetchMock.mockImplementation((url, init) => {
      if (String(url).endsWith('/GetConfig')) step('GetConfig')
      return answer(url, init)
    })
    const area = window.localStorage
    const storage = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      if (!steps.includes('storage')) step('storage')
      return area
    })
    const load = ((assetsUrl: string, name: 'core.js' | 'panel.js') =>
      name === 'core.js' ? import('../../src/core/main.ts').then((core) => (step('core.js'), core)) : loadPanel(assetsUrl, name)) as ModuleLoader
    installPorchlight([options()], load)
    await waitFor(() => expect(steps).toContain('next task after GetConfig'))
    storage.mockRestore()
    expect(steps.slice(0, 5)).toEqual(['core.js', 'next task after core.js', 'storage', 'next task after storage', 'GetConfig'])
  })

  test('a chatbot that keeps conversations in localStorage never opens sessionStorage, on the first visit or later', async () => {
    serve({ [CHATBOT_ID]: widgetConfig({ SessionKey: 'pv_first', SessionID: 7 }) })
    const session = vi.spyOn(window, 'sessionStorage', 'get')
    installPorchlight([options()], loadPanel)
    await waitFor(() => expect(localStorage.getItem(`porchlight:${CHATBOT_ID}:look`)).toContain('"chat":"local"'))
    porchlight().destroy()
    delete window.Porchlight
    const fetchMock = serve({ [CHATBOT_ID]: widgetConfig({ SessionKey: 'pv_first', SessionID: 7 }) })
    installPorchlight([options()], loadPanel)
    await waitFor(() => expect(porchlight().widget(CHATBOT_ID)).toBeTruthy())
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('chatrobot-sessionkey')).toBe('pv_first')
    expect(session).not.toHaveBeenCalled()
    session.mockRestore()
  })

  test('a chatbot that keeps conversations in sessionStorage resumes from there, also from a record of an older version', async () => {
    const config = widgetConfig({ RemoveChatLogOnBrowserClose: true, SessionKey: 'pv_tab', SessionID: 8 })
    serve({ [CHATBOT_ID]: config })
    installPorchlight([options()], loadPanel)
    await waitFor(() => expect(sessionStorage.getItem(`porchlight:${CHATBOT_ID}:visit`)).toContain('pv_tab'))
    expect(localStorage.getItem(`porchlight:${CHATBOT_ID}:look`)).toContain('"chat":"session"')
    expect(localStorage.getItem(`porchlight:${CHATBOT_ID}:visit`)).toBeNull()
    for (const look of [undefined, JSON.stringify({ color: config.ChatBubbleColor, user: '', align: 0, icon: '' })]) {
      porchlight().destroy()
      delete window.Porchlight
      if (look) localStorage.setItem(`porchlight:${CHATBOT_ID}:look`, look)
      const fetchMock = serve({ [CHATBOT_ID]: config })
      installPorchlight([options()], loadPanel)
      await waitFor(() => expect(fetchMock).toHaveBeenCalled())
      expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('chatrobot-sessionkey'), look ?? 'this version\'s record').toBe('pv_tab')
    }
  })

  test('resumes the stored visitor session and keeps it where the setting says', async () => {
    const fetchMock = serve({ [CHATBOT_ID]: widgetConfig({ RemoveChatLogOnBrowserClose: true, SessionKey: 'pv_second', SessionID: 7 }) })
    localStorage.setItem(`porchlight:${CHATBOT_ID}:visit`, JSON.stringify({ key: 'pv_first', id: 7 }))
    localStorage.setItem(`porchlight:${CHATBOT_ID}:history`, JSON.stringify([{ id: 'm1', role: 'user', text: 'earlier' }]))
    installPorchlight([options()], loadPanel)
    await waitFor(() => expect(sessionStorage.getItem(`porchlight:${CHATBOT_ID}:visit`)).toContain('pv_second'))
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('chatrobot-sessionkey')).toBe('pv_first')
    // Moved out of localStorage, so it goes when the browser closes; same session, so the history stays.
    expect(localStorage.getItem(`porchlight:${CHATBOT_ID}:visit`)).toBeNull()
    expect(sessionStorage.getItem(`porchlight:${CHATBOT_ID}:history`)).toContain('earlier')
  })

  test('a new session drops the old history', async () => {
    serve({ [CHATBOT_ID]: widgetConfig({ SessionID: 99 }) })
    localStorage.setItem(`porchlight:${CHATBOT_ID}:visit`, JSON.stringify({ key: 'pv_gone', id: 7 }))
    localStorage.setItem(`porchlight:${CHATBOT_ID}:history`, JSON.stringify([{ id: 'm1', role: 'user', text: 'earlier' }]))
    installPorchlight([options()], loadPanel)
    await waitFor(() => expect(localStorage.getItem(`porchlight:${CHATBOT_ID}:visit`)).toContain('"id":99'))
    expect(localStorage.getItem(`porchlight:${CHATBOT_ID}:history`)).toBeNull()
  })

  test('panel.js is downloaded at idle time once the config has come, and never for a chatbot that is not there', async () => {
    const fetchMock = serve({ [OTHER_ID]: widgetConfig({ SerialNumber: OTHER_ID }) })
    const imported: string[] = []
    const load = ((assetsUrl: string, name: 'core.js' | 'panel.js') => {
      imported.push(name)
      return loadPanel(assetsUrl, name)
    }) as ModuleLoader
    installPorchlight([options(OTHER_ID), options()], load)
    const settled: unknown[] = []
    porchlight().on('ready', (detail) => settled.push(detail))
    porchlight().on('error', (detail) => settled.push(detail))
    const downloads = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/panel.js'))
    await waitFor(() => expect(settled).toHaveLength(2))
    expect(settled).toContainEqual(expect.objectContaining({ chatbotId: CHATBOT_ID, code: 404 }))
    // No requestIdleCallback here: the loader's fallback waits 2 s. A download either widget
    // scheduled when its GetConfig ended comes before this timer of the same delay, set after both.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await waitFor(() => expect(downloads()).toHaveLength(1))
    // The missing chatbot's GetConfig failed (404): it downloads nothing, and nothing evaluated the panel.
    expect(downloads()).toHaveLength(1)
    expect(imported).not.toContain('panel.js')
  })

  test('clicking the bubble loads the panel and opens it', async () => {
    serve()
    installPorchlight([options()], loadPanel)
    const [host] = hosts()
    const bubble = host!.shadowRoot!.querySelector('button')!
    act(() => bubble.click())
    await waitFor(() => expect(panelOf(host!)?.hidden).toBe(false))
    expect(bubble.getAttribute('aria-expanded')).toBe('true')
    expect(host!.hasAttribute('data-open')).toBe(true)
  })
})

describe('the welcome teaser and the UI language, before any panel (core.js)', () => {
  /** The loader, recording which modules it imports. */
  function install(overrides: Parameters<typeof widgetConfig>[0]) {
    serve({ [CHATBOT_ID]: widgetConfig(overrides) })
    const imported: string[] = []
    const load = ((assetsUrl: string, name: 'core.js' | 'panel.js') => {
      imported.push(name)
      return loadPanel(assetsUrl, name)
    }) as ModuleLoader
    installPorchlight([options()], load)
    const host = hosts().at(-1)!
    return { imported, host, ui: within(host.shadowRoot as unknown as HTMLElement) }
  }
  /** Once the bubble speaks the chatbot's language, core.js has greeted (teaser due or not). */
  const greeted = (host: HTMLElement) => waitFor(() => expect(host.shadowRoot!.querySelector('.bubble')!.getAttribute('aria-label')).toBe('Abrir el chat'))
  /** Greeted, then the teaser's delay passed (on the fake clock). */
  const teaserDue = async (host: HTMLElement) => {
    await greeted(host)
    await vi.advanceTimersByTimeAsync(TEASER_DELAY_MS)
  }
  // A fake clock that also runs on its own, so the delay can be skipped and everything else just waits.
  beforeEach(() => void vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => void vi.useRealTimers())
  const reload = () => {
    porchlight().destroy()
    delete window.Porchlight
  }
  /** A teaser for the first visit only. */
  const firstVisitOnly = { WelcomeMessage: 'First visit hello', ChatbotPopupOnce: true, AIResponseLanguage: 'Spanish' }

  test('WelcomeMessage shows beside the closed bubble after a delay, without the panel; clicking it opens the chat', async () => {
    const { imported, host, ui } = install({ WelcomeMessage: 'Hi! Ask me about homes.', AIResponseLanguage: 'Spanish' })
    await greeted(host)
    // Nothing of it is drawn while the page loads.
    await vi.advanceTimersByTimeAsync(TEASER_DELAY_MS - 100)
    expect(host.shadowRoot!.querySelector('.teaser')).toBeNull()
    await vi.advanceTimersByTimeAsync(100)
    const say = ui.getByRole('button', { name: 'Hi! Ask me about homes.' })
    expect(imported).toEqual(['core.js'])
    act(() => say.click())
    await waitFor(() => expect(panelOf(host)?.hidden).toBe(false))
    expect(imported).toEqual(['core.js', 'panel.js'])
    expect(within(panelOf(host)!).getByRole('log').textContent).toBe('Hi! Ask me about homes.')
    // Its stylesheet hides it while the chat is open.
    expect(host.hasAttribute('data-open')).toBe(true)
  })

  test('the bubble and the teaser speak the UI language; closed, it stays away for this visitor, also in a new browser session', async () => {
    const settings = { WelcomeMessage: 'Hola', AIResponseLanguage: 'Spanish' }
    const first = install(settings)
    await teaserDue(first.host)
    act(() => first.ui.getByRole('button', { name: 'Descartar' }).click())
    expect(first.ui.queryByRole('button', { name: 'Hola' })).toBeNull()
    reload()
    sessionStorage.clear()
    const again = install(settings)
    await teaserDue(again.host)
    expect(again.ui.queryByRole('button', { name: 'Hola' })).toBeNull()
  })

  test('ChatbotPopupOnce shows the teaser on the first visit only', async () => {
    const first = install(firstVisitOnly)
    await teaserDue(first.host)
    expect(first.ui.getByRole('button', { name: 'First visit hello' })).toBeTruthy()
    reload()
    sessionStorage.clear() // a new browser session: only the once-ever memory is left
    const second = install(firstVisitOnly)
    await teaserDue(second.host)
    expect(second.ui.queryByRole('button', { name: 'First visit hello' })).toBeNull()
    reload()
    // Without PopupOnce it shows on every visit.
    const third = install({ ...firstVisitOnly, ChatbotPopupOnce: false })
    await teaserDue(third.host)
    expect(third.ui.getByRole('button', { name: 'First visit hello' })).toBeTruthy()
  })

  test('with ChatbotPopupOnce, a visitor who left before the teaser was due still sees it on the next visit', async () => {
    const left = install(firstVisitOnly)
    await greeted(left.host)
    reload() // gone before the delay passed
    await vi.advanceTimersByTimeAsync(TEASER_DELAY_MS)
    expect(left.host.shadowRoot!.querySelector('.teaser')).toBeNull()
    const next = install(firstVisitOnly)
    await teaserDue(next.host)
    expect(next.ui.getByRole('button', { name: 'First visit hello' })).toBeTruthy()
  })
})

describe('window.Porchlight', () => {
  test('calls queued by the snippet before the script loaded run once it loads, in order', async () => {
    const fetchMock = serve()
    // The documented snippet, with the method stubs.
    const stub = function (...args: unknown[]) {
      ;(stub.q = stub.q || []).push(args)
    } as ((...args: unknown[]) => void) & { q?: unknown[][]; [method: string]: unknown }
    for (const method of ['open', 'send', 'on']) stub[method] = (...args: unknown[]) => stub(method, ...args)
    window.Porchlight = stub
    const seen: string[] = []
    stub('on', 'open', () => seen.push('open'))
    ;(stub.on as (event: string, handler: (detail: { role: string; text: string }) => void) => void)('message', (detail) => seen.push(`${detail.role}:${detail.text}`))
    stub('open')
    ;(stub.send as (text: string) => void)('Queued hello')

    installPorchlight([options()], loadPanel)
    await waitFor(() => expect(seen).toContain('assistant:You said: Queued hello'))
    expect(seen).toEqual(['open', 'user:Queued hello', 'assistant:You said: Queued hello'])
    expect(bodyOf(fetchMock.mock.calls.find(([url]) => url.endsWith('ClientAsk')))).toMatchObject({ content: 'Queued hello', chatAskType: 'Text' })
    expect(panelOf(hosts()[0]!)?.hidden).toBe(false)
  })

  test('methods work after loading: open, close, toggle, clear, on/off, destroy', async () => {
    serve()
    const api = installPorchlight([options()], loadPanel)
    const events: string[] = []
    const off = api.on('close', () => events.push('close'))
    api.on('open', () => events.push('open'))
    api.open()
    await waitFor(() => expect(events).toEqual(['open']))
    api.toggle()
    await waitFor(() => expect(events).toEqual(['open', 'close']))
    off()
    api('open')
    api.close()
    await waitFor(() => expect(events).toEqual(['open', 'close', 'open']))
    api.destroy()
    expect(hosts()).toHaveLength(0)
  })

  test('two chatbots on one page get separate shadow roots, stacked, addressed one by one', async () => {
    serve({ [CHATBOT_ID]: widgetConfig({ Name: 'First' }), [OTHER_ID]: widgetConfig({ Name: 'Second', SessionID: 8 }) })
    const api = installPorchlight([options()], loadPanel)
    // A second copy of the loader (another script tag) hands its chatbot to the same registry.
    expect(installPorchlight([options(OTHER_ID), options()], loadPanel)).toBe(api)
    const [first, second] = hosts()
    expect(hosts()).toHaveLength(2)
    expect(first!.shadowRoot).not.toBe(second!.shadowRoot)
    await waitFor(() => expect(hostProperty(second!, '--pl-stack')).toBe('1'))
    expect(hostProperty(first!, '--pl-stack')).toBe('0')

    api.widget(OTHER_ID)!.open()
    await waitFor(() => expect(panelOf(second!)?.hidden).toBe(false))
    expect(within(panelOf(second!)!).getByRole('heading').textContent).toBe('Second')
    expect(panelOf(first!)?.hidden ?? true).toBe(true)
    expect(api.widget('0'.repeat(32))).toBeUndefined()
  })

  test('an unknown method is reported, not thrown', () => {
    serve()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const api = installPorchlight([options()], loadPanel)
    api('explode' as never)
    expect(warn).toHaveBeenCalledWith('Porchlight: there is no method "explode"')
  })
})
