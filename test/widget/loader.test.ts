import { act, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { readEmbedOptions } from '../../src/loader/embed-options.ts'
import { TEASER_DELAY_MS } from '../../src/core/teaser.ts'
import { installPorchlight, type PorchlightGlobal } from '../../src/loader/global-api.ts'
import type { ModuleLoader, WidgetConfig } from '../../src/shared/bridge.ts'
import { PNG_1X1 } from '../support/fixtures.ts'
import { bodyOf, CHATBOT_ID, cleanPage, requestOf } from './helpers.ts'
import { addChatbot, serverCall, uploadFile, useWidgetServer } from './real-server.ts'

const backend = useWidgetServer()

/** The loader's import() of core.js and panel.js, here of their sources. */
const loadPanel = ((_assetsUrl: string, name: string) =>
  name === 'core.js' ? import('../../src/core/main.ts') : import('../../src/panel/main.tsx')) as ModuleLoader
/** The embed options of a chatbot of the real server (CHATBOT_ID: one it does not have). */
const options = (chatbotId: string) => ({ chatbotId, apiBase: backend.url, assetsUrl: `${backend.url}/widget/` })

/**
 * A new chatbot of the real server with `settings` (as Edit takes them, no welcome message
 * unless given); `sent` sees every request of the page from here on.
 */
async function serve(settings: Record<string, unknown> = {}) {
  const { chatbotId } = await addChatbot(backend, { WelcomeMessage: '', ...settings })
  return { chatbotId, sent: watchRequests() }
}

/** Sees the page's requests, which still go to the server. */
const watchRequests = () => {
  vi.restoreAllMocks()
  return vi.spyOn(globalThis, 'fetch')
}
const keyOf = (call: Parameters<typeof fetch> | undefined) => new Headers(requestOf(call)[1].headers).get('chatrobot-sessionkey')

const hosts = () => Array.from(document.querySelectorAll('porchlight-widget')) as HTMLElement[]
const panelOf = (host: HTMLElement) => host.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]')
const porchlight = () => window.Porchlight as PorchlightGlobal
/**
 * Resolves once a widget of the page has its config (its `ready` event). A test whose widget
 * still waits for GetConfig when it ends would have that answer land in the next test's page.
 */
const settled = () => new Promise<void>((resolve) => porchlight().on('ready', () => resolve()))
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
  vi.restoreAllMocks()
})

const OTHER_ID = 'fedcba9876543210fedcba9876543210'

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
    const icon = await uploadFile(backend, PNG_1X1, 'icon.png')
    const { chatbotId, sent: fetchMock } = await serve({ ChatBubbleColor: 'rgb(250,240,200)', ChatBubbleAlign: 1, ChatIcon: icon, UserMessageColor: 'rgb(1,2,3)' })
    installPorchlight([options(chatbotId)], loadPanel)
    const [host] = hosts()
    const bubble = within(host!.shadowRoot as unknown as HTMLElement).getByRole('button', { name: 'Open chat' })
    expect(bubble.getAttribute('aria-expanded')).toBe('false')
    await waitFor(() => expect(hostProperty(host!, '--pl-accent')).toBe('rgb(250,240,200)'), { timeout: 20_000 })
    expect(hostProperty(host!, '--pl-accent-text')).toBe('#000')
    expect(hostProperty(host!, '--pl-accent-edge')).toBe('#000') // pale: it needs an edge on a white page
    expect(hostProperty(host!, '--pl-user')).toBe('rgb(1,2,3)')
    expect(host!.getAttribute('data-align')).toBe('left')
    expect(bubble.querySelector('img')?.getAttribute('src')).toBe(`${backend.url}/chat/File/${icon}`)
    expect(bodyOf(requestOf(fetchMock.mock.calls[0]))).toMatchObject({ serialNumber: chatbotId, clientCurrentTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) })
    // No header a browser would preflight: a first visit's GetConfig is a "simple" cross-origin request.
    expect([...new Headers(requestOf(fetchMock.mock.calls[0])[1].headers).keys()]).toEqual([])
  })

  test('GetConfig sends the visitor\'s clock and sets up neither Intl nor Temporal for a time zone', async () => {
    const { chatbotId, sent: fetchMock } = await serve()
    const intl = vi.spyOn(Intl, 'DateTimeFormat')
    const timeZoneId = vi.fn(() => 'Europe/Lisbon')
    vi.stubGlobal('Temporal', { Now: { timeZoneId } })
    installPorchlight([options(chatbotId)], loadPanel)
    await settled()
    expect(bodyOf(requestOf(fetchMock.mock.calls[0]))).not.toHaveProperty('clientTimeZone')
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
    const { chatbotId, sent: fetchMock } = await serve()
    fetchMock.mockRestore()
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
      if (String(url).endsWith('/GetConfig')) step('GetConfig')
      return realFetch(url, init)
    })
    const area = window.localStorage
    const storage = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      if (!steps.includes('storage')) step('storage')
      return area
    })
    const load = ((assetsUrl: string, name: 'core.js' | 'panel.js') =>
      name === 'core.js' ? import('../../src/core/main.ts').then((core) => (step('core.js'), core)) : loadPanel(assetsUrl, name)) as ModuleLoader
    installPorchlight([options(chatbotId)], load)
    const ready = settled()
    await waitFor(() => expect(steps).toContain('next task after GetConfig'))
    storage.mockRestore()
    await ready
    expect(steps.slice(0, 5)).toEqual(['core.js', 'next task after core.js', 'storage', 'next task after storage', 'GetConfig'])
  })

  test('a chatbot that keeps conversations in localStorage never opens sessionStorage, on the first visit or later', async () => {
    const { chatbotId } = await serve()
    const session = vi.spyOn(window, 'sessionStorage', 'get')
    installPorchlight([options(chatbotId)], loadPanel)
    await waitFor(() => expect(localStorage.getItem(`porchlight:${chatbotId}:look`)).toContain('"chat":"local"'), { timeout: 20_000 })
    await waitFor(() => expect(localStorage.getItem(`porchlight:${chatbotId}:visit`)).toContain('plvk_'))
    const first = JSON.parse(localStorage.getItem(`porchlight:${chatbotId}:visit`)!) as { key: string; id: number }
    porchlight().destroy()
    delete window.Porchlight
    const fetchMock = watchRequests()
    const sessionAgain = vi.spyOn(window, 'sessionStorage', 'get')
    installPorchlight([options(chatbotId)], loadPanel)
    await settled()
    expect(keyOf(fetchMock.mock.calls[0])).toBe(first.key)
    // The server knew the key: the same session goes on.
    expect(JSON.parse(localStorage.getItem(`porchlight:${chatbotId}:visit`)!)).toEqual(first)
    expect(session).not.toHaveBeenCalled()
    expect(sessionAgain).not.toHaveBeenCalled()
  })

  test('a chatbot that keeps conversations in sessionStorage resumes from there, also from a record of an older version', async () => {
    const { chatbotId } = await serve({ RemoveChatLogOnBrowserClose: true })
    installPorchlight([options(chatbotId)], loadPanel)
    await waitFor(() => expect(sessionStorage.getItem(`porchlight:${chatbotId}:visit`)).toContain('plvk_'), { timeout: 20_000 })
    const { key } = JSON.parse(sessionStorage.getItem(`porchlight:${chatbotId}:visit`)!) as { key: string }
    expect(localStorage.getItem(`porchlight:${chatbotId}:look`)).toContain('"chat":"session"')
    expect(localStorage.getItem(`porchlight:${chatbotId}:visit`)).toBeNull()
    const { ChatBubbleColor } = await serverCall<WidgetConfig>(backend, '/chat/Chatbot/GetConfig', { serialNumber: chatbotId })
    for (const look of [undefined, JSON.stringify({ color: ChatBubbleColor, user: '', align: 0, icon: '' })]) {
      porchlight().destroy()
      delete window.Porchlight
      if (look) localStorage.setItem(`porchlight:${chatbotId}:look`, look)
      const fetchMock = watchRequests()
      installPorchlight([options(chatbotId)], loadPanel)
      await settled()
      expect(keyOf(fetchMock.mock.calls[0]), look ?? 'this version\'s record').toBe(key)
    }
  })

  test('resumes the stored visitor session and keeps it where the setting says', async () => {
    const { chatbotId, sent: fetchMock } = await serve({ RemoveChatLogOnBrowserClose: true })
    // An earlier visit, when the chatbot kept conversations in localStorage.
    const earlier = await serverCall<WidgetConfig>(backend, '/chat/Chatbot/GetConfig', { serialNumber: chatbotId })
    localStorage.setItem(`porchlight:${chatbotId}:visit`, JSON.stringify({ key: earlier.SessionKey, id: earlier.SessionID }))
    localStorage.setItem(`porchlight:${chatbotId}:history`, JSON.stringify([{ id: 'm1', role: 'user', text: 'earlier' }]))
    installPorchlight([options(chatbotId)], loadPanel)
    await waitFor(() => expect(sessionStorage.getItem(`porchlight:${chatbotId}:visit`)).toContain(`"id":${earlier.SessionID}`), { timeout: 20_000 })
    expect(keyOf(fetchMock.mock.calls[0])).toBe(earlier.SessionKey)
    // Moved out of localStorage, so it goes when the browser closes; same session, so the history stays.
    expect(localStorage.getItem(`porchlight:${chatbotId}:visit`)).toBeNull()
    expect(sessionStorage.getItem(`porchlight:${chatbotId}:history`)).toContain('earlier')
  })

  test('a session the server does not know is replaced by a new one, and the old history goes', async () => {
    const { chatbotId } = await serve()
    localStorage.setItem(`porchlight:${chatbotId}:visit`, JSON.stringify({ key: 'plvk_gone', id: 999_999 }))
    localStorage.setItem(`porchlight:${chatbotId}:history`, JSON.stringify([{ id: 'm1', role: 'user', text: 'earlier' }]))
    installPorchlight([options(chatbotId)], loadPanel)
    await waitFor(() => expect(localStorage.getItem(`porchlight:${chatbotId}:visit`)).not.toContain('plvk_gone'), { timeout: 20_000 })
    expect(localStorage.getItem(`porchlight:${chatbotId}:visit`)).not.toContain('"id":999999')
    expect(localStorage.getItem(`porchlight:${chatbotId}:history`)).toBeNull()
  })

  test('panel.js is downloaded at idle time once the config has come, and never for a chatbot that is not there', async () => {
    const { chatbotId, sent: fetchMock } = await serve()
    const imported: string[] = []
    const load = ((assetsUrl: string, name: 'core.js' | 'panel.js') => {
      imported.push(name)
      return loadPanel(assetsUrl, name)
    }) as ModuleLoader
    // CHATBOT_ID is no chatbot of the server's.
    installPorchlight([options(chatbotId), options(CHATBOT_ID)], load)
    const outcomes: unknown[] = []
    porchlight().on('ready', (detail) => outcomes.push(detail))
    porchlight().on('error', (detail) => outcomes.push(detail))
    const downloads = () => fetchMock.mock.calls.filter(([url]) => requestOf([url]).toString().endsWith('/panel.js'))
    await waitFor(() => expect(outcomes).toHaveLength(2), { timeout: 20_000 })
    expect(outcomes).toContainEqual(expect.objectContaining({ chatbotId: CHATBOT_ID, code: 404 }))
    // No requestIdleCallback here: the loader's fallback waits 2 s. A download either widget
    // scheduled when its GetConfig ended comes before this timer of the same delay, set after both.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await waitFor(() => expect(downloads()).toHaveLength(1))
    // The missing chatbot's GetConfig failed (404): it downloads nothing, and nothing evaluated the panel.
    expect(downloads()).toHaveLength(1)
    expect(imported).not.toContain('panel.js')
  })

  test('clicking the bubble loads the panel and opens it', async () => {
    const { chatbotId } = await serve()
    installPorchlight([options(chatbotId)], loadPanel)
    const [host] = hosts()
    const bubble = host!.shadowRoot!.querySelector('button')!
    act(() => bubble.click())
    await waitFor(() => expect(panelOf(host!)?.hidden).toBe(false), { timeout: 20_000 })
    expect(bubble.getAttribute('aria-expanded')).toBe('true')
    expect(host!.hasAttribute('data-open')).toBe(true)
  })
})

describe('the welcome teaser and the UI language, before any panel (core.js)', () => {
  /** A new chatbot of the server with `settings`. */
  const chatbotWith = async (settings: Record<string, unknown>) => (await addChatbot(backend, settings)).chatbotId
  /** The loader on a page of the chatbot, recording which modules it imports. */
  function install(chatbotId: string) {
    const imported: string[] = []
    const load = ((assetsUrl: string, name: 'core.js' | 'panel.js') => {
      imported.push(name)
      return loadPanel(assetsUrl, name)
    }) as ModuleLoader
    installPorchlight([options(chatbotId)], load)
    const host = hosts().at(-1)!
    return { imported, host, ui: within(host.shadowRoot as unknown as HTMLElement) }
  }
  /** Once the bubble speaks the chatbot's language, core.js has greeted (teaser due or not). */
  const greeted = (host: HTMLElement) => waitFor(() => expect(host.shadowRoot!.querySelector('.bubble')!.getAttribute('aria-label')).toBe('Abrir el chat'), { timeout: 20_000 })
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
    const { imported, host, ui } = install(await chatbotWith({ WelcomeMessage: 'Hi! Ask me about homes.', AIResponseLanguage: 'Spanish' }))
    await greeted(host)
    // Nothing of it is drawn while the page loads.
    await vi.advanceTimersByTimeAsync(TEASER_DELAY_MS - 100)
    expect(host.shadowRoot!.querySelector('.teaser')).toBeNull()
    await vi.advanceTimersByTimeAsync(100)
    const say = ui.getByRole('button', { name: 'Hi! Ask me about homes.' })
    expect(imported).toEqual(['core.js'])
    act(() => say.click())
    await waitFor(() => expect(panelOf(host)?.hidden).toBe(false), { timeout: 20_000 })
    expect(imported).toEqual(['core.js', 'panel.js'])
    expect(within(panelOf(host)!).getByRole('log').textContent).toBe('Hi! Ask me about homes.')
    // Its stylesheet hides it while the chat is open.
    expect(host.hasAttribute('data-open')).toBe(true)
  })

  test('the bubble and the teaser speak the UI language; closed, it stays away for this visitor, also in a new browser session', async () => {
    const chatbotId = await chatbotWith({ WelcomeMessage: 'Hola', AIResponseLanguage: 'Spanish' })
    const first = install(chatbotId)
    await teaserDue(first.host)
    act(() => first.ui.getByRole('button', { name: 'Descartar' }).click())
    expect(first.ui.queryByRole('button', { name: 'Hola' })).toBeNull()
    reload()
    sessionStorage.clear()
    const again = install(chatbotId)
    await teaserDue(again.host)
    expect(again.ui.queryByRole('button', { name: 'Hola' })).toBeNull()
  })

  test('ChatbotPopupOnce shows the teaser on the first visit only', async () => {
    const chatbotId = await chatbotWith(firstVisitOnly)
    const first = install(chatbotId)
    await teaserDue(first.host)
    expect(first.ui.getByRole('button', { name: 'First visit hello' })).toBeTruthy()
    reload()
    sessionStorage.clear() // a new browser session: only the once-ever memory is left
    const second = install(chatbotId)
    await teaserDue(second.host)
    expect(second.ui.queryByRole('button', { name: 'First visit hello' })).toBeNull()
    reload()
    // Without PopupOnce it shows on every visit.
    await serverCall(backend, '/chat/Chatbot/Edit', { serialNumber: chatbotId, ChatbotPopupOnce: false }, backend.key)
    const third = install(chatbotId)
    await teaserDue(third.host)
    expect(third.ui.getByRole('button', { name: 'First visit hello' })).toBeTruthy()
  })

  test('with ChatbotPopupOnce, a visitor who left before the teaser was due still sees it on the next visit', async () => {
    const chatbotId = await chatbotWith(firstVisitOnly)
    const left = install(chatbotId)
    await greeted(left.host)
    reload() // gone before the delay passed
    await vi.advanceTimersByTimeAsync(TEASER_DELAY_MS)
    expect(left.host.shadowRoot!.querySelector('.teaser')).toBeNull()
    const next = install(chatbotId)
    await teaserDue(next.host)
    expect(next.ui.getByRole('button', { name: 'First visit hello' })).toBeTruthy()
  })
})

describe('window.Porchlight', () => {
  test('calls queued by the snippet before the script loaded run once it loads, in order', async () => {
    backend.model.script({ content: ['You said: ', 'Queued hello'] })
    const { chatbotId, sent: fetchMock } = await serve()
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

    installPorchlight([options(chatbotId)], loadPanel)
    await waitFor(() => expect(seen).toContain('assistant:You said: Queued hello'), { timeout: 20_000 })
    expect(seen).toEqual(['open', 'user:Queued hello', 'assistant:You said: Queued hello'])
    expect(bodyOf(requestOf(fetchMock.mock.calls.find(([url]) => String(url).endsWith('ClientAsk'))))).toMatchObject({ content: 'Queued hello', chatAskType: 'Text' })
    expect(JSON.stringify(backend.model.requests.at(-1))).toContain('Queued hello')
    expect(panelOf(hosts()[0]!)?.hidden).toBe(false)
  })

  test('methods work after loading: open, close, toggle, clear, on/off, destroy', async () => {
    const { chatbotId } = await serve()
    const api = installPorchlight([options(chatbotId)], loadPanel)
    const events: string[] = []
    const off = api.on('close', () => events.push('close'))
    api.on('open', () => events.push('open'))
    api.open()
    await waitFor(() => expect(events).toEqual(['open']), { timeout: 20_000 })
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
    const { chatbotId: firstId } = await serve({ Name: 'First' })
    const { chatbotId: secondId } = await serve({ Name: 'Second' })
    const api = installPorchlight([options(firstId)], loadPanel)
    // A second copy of the loader (another script tag) hands its chatbot to the same registry.
    expect(installPorchlight([options(secondId), options(firstId)], loadPanel)).toBe(api)
    const [first, second] = hosts()
    expect(hosts()).toHaveLength(2)
    expect(first!.shadowRoot).not.toBe(second!.shadowRoot)
    await waitFor(() => expect(hostProperty(second!, '--pl-stack')).toBe('1'), { timeout: 20_000 })
    expect(hostProperty(first!, '--pl-stack')).toBe('0')

    api.widget(secondId)!.open()
    await waitFor(() => expect(panelOf(second!)?.hidden).toBe(false), { timeout: 20_000 })
    expect(within(panelOf(second!)!).getByRole('heading').textContent).toBe('Second')
    expect(panelOf(first!)?.hidden ?? true).toBe(true)
    expect(api.widget('0'.repeat(32))).toBeUndefined()
  })

  test('window.dataLayer: only a widget that opted in pushes, and without chat text unless it opted in to text', async () => {
    backend.model.script({ content: ['You said: hello'] }, { content: ['You said: hello'] })
    const { chatbotId: optedIn } = await serve({ Name: 'First' })
    const { chatbotId: other } = await serve({ Name: 'Second' })
    delete window.dataLayer
    const api = installPorchlight([{ ...options(optedIn), dataLayer: true }, options(other)], loadPanel)
    const pushed = () => (window.dataLayer ?? []) as Array<{ event: string; porchlight: Record<string, unknown> }>
    const answered: string[] = []
    api.on('message', (detail) => {
      const { role, chatbotId } = detail as { role: string; chatbotId: string }
      if (role === 'assistant') answered.push(chatbotId)
    })
    api.widget(other)!.send('I am Ann, ann@example.com, call 555-0100')
    api.widget(optedIn)!.send('I am Bob, bob@example.com')
    // Both widgets have their answers: everything either would push is in.
    await waitFor(() => expect(answered.toSorted()).toEqual([optedIn, other].toSorted()), { timeout: 20_000 })
    expect(pushed().filter((entry) => entry.event === 'porchlight_message')).toHaveLength(2)
    // Nothing of the widget that did not opt in, and no text of the one that did.
    expect(pushed().every((entry) => entry.porchlight.chatbotId === optedIn)).toBe(true)
    expect(JSON.stringify(pushed())).not.toMatch(/Ann|Bob|example\.com|You said/)
    expect(pushed().find((entry) => entry.event === 'porchlight_message')!.porchlight).toEqual({ chatbotId: optedIn, role: 'user' })
    api.destroy()
    delete window.Porchlight
    delete window.dataLayer

    // Text only for a widget that asked for it, in so many words.
    backend.model.script({ content: ['You said: Homes in Austin'] })
    const withText = installPorchlight(readEmbedOptions(null, { chatbotId: optedIn, apiBase: backend.url, dataLayer: 'text' }), loadPanel)
    withText.send('Homes in Austin')
    await waitFor(() => expect(JSON.stringify(pushed())).toContain('You said: Homes in Austin'), { timeout: 20_000 })
  })

  test('an unknown method is reported, not thrown', async () => {
    const { chatbotId } = await serve()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const api = installPorchlight([options(chatbotId)], loadPanel)
    api('explode' as never)
    expect(warn).toHaveBeenCalledWith('Porchlight: there is no method "explode"')
  })
})
