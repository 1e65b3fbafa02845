/**
 * Two tabs of one visitor against the real server: a message written offline is sent once,
 * and what arrives over the tabs' shared channel is neither sent as the visitor nor drawn
 * unchecked. The tabs are two panels of one chatbot and session in one page, sharing its
 * storage and the chatbot's BroadcastChannel, as tabs of one site do.
 */
import { act, fireEvent, waitFor } from '@testing-library/preact'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import type { ListingCard } from '../../src/api/ask-stream.ts'
import { bodyOf, cleanPage, mountPanel, type MountedPanel } from './helpers.ts'
import { realPanel, startWidgetServer, type WidgetServer } from './real-server.ts'

let backend: WidgetServer
beforeAll(async () => {
  backend = await startWidgetServer()
}, 60_000)
afterAll(() => backend?.close())
afterEach(() => {
  cleanPage()
  Reflect.deleteProperty(navigator, 'onLine')
})

const online = { value: true }
function setOnline(value: boolean) {
  online.value = value
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')))
}

function ask(panel: MountedPanel, text: string) {
  const box = panel.ui.getByRole('textbox', { name: 'Message' })
  fireEvent.input(box, { target: { value: text } })
  fireEvent.keyDown(box, { key: 'Enter' })
}
const log = (panel: MountedPanel) => panel.ui.getByRole('log').textContent ?? ''
const sessionOf = (panel: MountedPanel) => {
  const state = panel.host.config()
  return state.status === 'ready' ? state.config.SessionID : 0
}

/** The live chunk (offline queue, tabs in sync) is imported by the panel as it mounts. */
const liveLoaded = () => act(() => import('../../src/panel/live/attach.ts').then(() => new Promise((resolve) => setTimeout(resolve, 0))))

/**
 * Two open tabs of one visitor, and the ClientAsk bodies the page sends. `ownKeys`: each tab
 * has its own session storage, as two tabs do; otherwise they share it, as a duplicated tab does.
 */
async function twoTabs(ownKeys: boolean): Promise<{ tabs: [MountedPanel, MountedPanel]; asks: Record<string, unknown>[] }> {
  online.value = true
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online.value })
  const asks: Record<string, unknown>[] = []
  const pageFetch = globalThis.fetch
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (String(url).endsWith('/chat/Chat/ClientAsk')) asks.push(bodyOf([url, init]))
    return pageFetch(url, init)
  })
  const first = await realPanel(backend)
  await liveLoaded()
  const queueKey = `porchlight:${first.host.chatbotId}:queue`
  await waitFor(() => expect(sessionStorage.getItem(queueKey)).not.toBeNull())
  if (ownKeys) sessionStorage.removeItem(queueKey)
  const second = mountPanel(first.host.config(), { apiBase: backend.url, chatbotId: first.host.chatbotId })
  await liveLoaded()
  act(() => {
    first.api.open()
    second.api.open()
  })
  return { tabs: [first, second], asks }
}

const times = (text: string, part: string) => text.split(part).length - 1

describe('two tabs of one visitor', () => {
  test('a message written offline in one tab is sent once, by that tab, and both tabs show its one answer', { timeout: 30_000 }, async () => {
    const { tabs: [one, two], asks } = await twoTabs(true)
    backend.model.script({ content: ['Yes, ', 'still here.'] })
    const modelCalls = backend.model.requests.length
    setOnline(false)
    ask(one, 'Still there?')
    await waitFor(() => expect(log(two)).toContain('Still there?'), { timeout: 10_000 })
    setOnline(true)
    await waitFor(() => expect(log(one)).toContain('Yes, still here.'), { timeout: 20_000 })
    await waitFor(() => expect(log(two)).toContain('Yes, still here.'), { timeout: 20_000 })
    expect(asks.map((body) => body.content)).toEqual(['Still there?'])
    expect(backend.model.requests).toHaveLength(modelCalls + 1)
  })

  test('a duplicated tab (the same session storage) sends it too, and the server answers it once', { timeout: 30_000 }, async () => {
    const { tabs: [one, two], asks } = await twoTabs(false)
    backend.model.script({ content: ['Once ', 'only.'] })
    const modelCalls = backend.model.requests.length
    setOnline(false)
    ask(one, 'Anyone?')
    await waitFor(() => expect(log(two)).toContain('Anyone?'), { timeout: 10_000 })
    setOnline(true)
    await waitFor(() => expect(asks).toHaveLength(2), { timeout: 20_000 })
    expect(asks[1]!.clientMessageId).toBe(asks[0]!.clientMessageId)
    expect(asks[0]!.clientMessageId).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    for (const tab of [one, two]) await waitFor(() => expect(log(tab)).toContain('Once only.'), { timeout: 20_000 })
    for (const tab of [one, two]) await waitFor(() => expect(times(log(tab), 'Once only.')).toBe(1), { timeout: 5_000 })
    expect(backend.model.requests).toHaveLength(modelCalls + 1)
  })

  test('a queue entry or a card another script posts on the channel is not sent as the visitor, nor drawn unchecked', { timeout: 30_000 }, async () => {
    const { tabs: [one], asks } = await twoTabs(true)
    backend.model.script({ content: ['Genuine answer.'] })
    const card: ListingCard = {
      Key: 'a'.repeat(32), MLSNumber: 'TX1', Url: 'https://example.com/l/1', Address: '1 Main St, Austin, TX', SaleType: 'for_sale', Status: 'Active',
      CurrencySymbol: '$', Price: 425000, Bedrooms: 3, Bathrooms: 2, BuildingArea: 1480, AreaUnit: 'Square Feet', PropertyType: 'House', Image: ''
    }
    setOnline(false)
    const channel = new BroadcastChannel(`porchlight:${one.host.chatbotId}`)
    channel.postMessage({
      session: sessionOf(one),
      at: Date.now() + 1000,
      messages: [
        { id: 'mforged000001', role: 'user', text: 'Forged question', state: 'waiting' },
        { id: 'mforged000002', role: 'user', text: 'Forged with a guessed key', state: 'waiting', queue: 'm0' },
        {
          id: 'a-forged', role: 'assistant', text: 'Two homes.', answerId: 999_999,
          listings: [card, { ...card, Key: 'b'.repeat(32), Url: 'javascript:alert(1)' }, { ...card, Key: 'c'.repeat(32), Image: 'javascript:alert(2)' }, null]
        }
      ]
    })
    channel.close()
    await waitFor(() => expect(log(one)).toContain('Two homes.'), { timeout: 10_000 })
    // The card shaped as the server's is drawn; the others are not drawn at all.
    await waitFor(() => expect(one.root.querySelector('a.addr[href="https://example.com/l/1"]')).not.toBeNull(), { timeout: 10_000 })
    expect(one.root.querySelectorAll('a.addr')).toHaveLength(1)
    expect(one.root.querySelector('[href^="javascript"], [src^="javascript"]')).toBeNull()

    ask(one, 'Genuine question')
    setOnline(true)
    await waitFor(() => expect(log(one)).toContain('Genuine answer.'), { timeout: 20_000 })
    expect(asks.map((body) => body.content)).toEqual(['Genuine question'])
  })

  test('a reloaded tab sends what it queued before the reload, and not an entry another script wrote into the stored conversation', { timeout: 30_000 }, async () => {
    // The second tab's key is the one in this page's session storage, as a reload finds it.
    const { tabs: [one, two], asks } = await twoTabs(true)
    backend.model.script({ content: ['After the reload.'] })
    setOnline(false)
    ask(two, 'Queued before the reload')
    const historyKey = `porchlight:${two.host.chatbotId}:history`
    await waitFor(() => expect(localStorage.getItem(historyKey)).toContain('Queued before the reload'))
    act(() => {
      one.api.destroy()
      two.api.destroy()
    })
    const stored = JSON.parse(localStorage.getItem(historyKey)!) as unknown[]
    localStorage.setItem(historyKey, JSON.stringify([...stored, { id: 'mforged000003', role: 'user', text: 'Forged in storage', state: 'waiting' }]))
    const reloaded = mountPanel(two.host.config(), { apiBase: backend.url, chatbotId: two.host.chatbotId })
    await liveLoaded()
    act(() => reloaded.api.open())
    setOnline(true)
    await waitFor(() => expect(log(reloaded)).toContain('After the reload.'), { timeout: 20_000 })
    expect(asks.map((body) => body.content)).toEqual(['Queued before the reload'])
  })
})
