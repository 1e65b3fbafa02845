import { act, fireEvent, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { bodyOf, cleanPage, mountPanel, widgetConfig } from './helpers.ts'
import { PNG_1X1 } from '../support/fixtures.ts'
import { realPanel, remount, uploadFile, useWidgetServer } from './real-server.ts'

const backend = useWidgetServer()
afterEach(() => {
  cleanPage()
  vi.restoreAllMocks()
})

/** The panel, open, of a new chatbot of the real server with `settings` set by Edit (and no welcome message unless given). */
async function opened(settings: Record<string, unknown>) {
  const panel = await realPanel(backend, { settings: { WelcomeMessage: '', ...settings } })
  act(() => panel.api.open())
  return panel
}

describe('every public setting reaches the UI', () => {
  test('Name labels the dialog', async () => {
    const panel = await opened({ Name: 'Harbor & Pine' })
    expect(panel.ui.getByRole('dialog', { name: 'Harbor & Pine' })).toBeTruthy()
  })

  test('ChatProfilePicture is the avatar; without one the initial of Name shows', async () => {
    const picture = await uploadFile(backend, PNG_1X1, 'face.png')
    const withPicture = await opened({ ChatProfilePicture: picture })
    expect(withPicture.root.querySelector('img.avatar')?.getAttribute('src')).toBe(`${backend.url}/chat/File/${picture}`)
    cleanPage()
    const without = await opened({ Name: 'zed', ChatProfilePicture: '' })
    expect(without.root.querySelector('.avatar')?.textContent).toBe('Z')
  })

  test('WelcomeMessage opens the conversation', async () => {
    const panel = await opened({ WelcomeMessage: 'Hi! Ask me about homes.' })
    expect(panel.ui.getByRole('log').textContent).toBe('Hi! Ask me about homes.')
  })

  test('SuggestedMessage: one chip per line, a click sends it, chips go once the chat starts', async () => {
    backend.model.script({ content: ['Three rentals.'] })
    const panel = await opened({ SuggestedMessage: 'Homes in Austin\n\n  Rentals in Seattle  \n' })
    const sent = vi.spyOn(globalThis, 'fetch')
    const chips = panel.ui.getByRole('group', { name: 'Suggested questions' })
    expect(Array.from(chips.querySelectorAll('button'), (chip: Element) => chip.textContent)).toEqual(['Homes in Austin', 'Rentals in Seattle'])
    fireEvent.click(panel.ui.getByRole('button', { name: 'Rentals in Seattle' }))
    expect(bodyOf(sent.mock.calls[0] as [string, RequestInit])).toMatchObject({ content: 'Rentals in Seattle', chatAskType: 'Text' })
    expect(panel.ui.queryByRole('group', { name: 'Suggested questions' })).toBeNull()
    await waitFor(() => expect(panel.ui.getByRole('log').textContent).toBe('Rentals in SeattleThree rentals.'), { timeout: 20_000 })
    expect(JSON.stringify(backend.model.requests.at(-1))).toContain('Rentals in Seattle')
  })

  test('UserInputPlaceholder is the message box placeholder', async () => {
    const panel = await opened({ UserInputPlaceholder: 'Ask about our listings…' })
    expect(panel.ui.getByRole('textbox', { name: 'Message' }).getAttribute('placeholder')).toBe('Ask about our listings…')
  })

  test('the privacy notice must be accepted before the first message, and is remembered', async () => {
    const privacy = {
      ChatbotPrivacyPolicyName: 'Privacy notice',
      ChatbotPrivacyPolicyUrl: 'https://example.com/privacy',
      ChatbotPrivacyPolicyDescription: 'Messages are stored.',
      SuggestedMessage: 'Hi'
    }
    const panel = await opened(privacy)
    expect(panel.ui.queryByRole('textbox', { name: 'Message' })).toBeNull()
    expect(panel.ui.queryByRole('group', { name: 'Suggested questions' })).toBeNull()
    expect(panel.ui.getByText('Messages are stored.')).toBeTruthy()
    const link = panel.ui.getByRole('link', { name: 'Privacy notice' })
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['https://example.com/privacy', '_blank', 'noopener noreferrer'])
    fireEvent.click(panel.ui.getByRole('button', { name: 'Accept and chat' }))
    expect(panel.ui.getByRole('textbox', { name: 'Message' })).toBeTruthy()
    panel.api.destroy()
    const next = remount(backend, panel)
    act(() => next.api.open())
    expect(next.ui.getByRole('textbox', { name: 'Message' })).toBeTruthy()
  })

  test('EnablePushToTalk and EnableUploadImage show their buttons', async () => {
    const off = await opened({ EnablePushToTalk: false, EnableUploadImage: false })
    expect(off.ui.queryByRole('button', { name: 'Hold to talk' })).toBeNull()
    expect(off.ui.queryByRole('button', { name: 'Add images' })).toBeNull()
    cleanPage()
    const on = await opened({ EnablePushToTalk: true, EnableUploadImage: true })
    expect(await on.ui.findByRole('button', { name: 'Hold to talk' })).toBeTruthy()
    expect(await on.ui.findByRole('button', { name: 'Add images' })).toBeTruthy()
  })

  test('Facebook, Instagram and WhatsApp links open in a new tab; unset ones are absent', async () => {
    const panel = await opened({ FacebookUrl: 'https://facebook.com/harbor', WhatsappUrl: 'https://wa.me/15551234567' })
    const facebook = await panel.ui.findByRole('link', { name: 'Facebook' })
    expect(facebook.getAttribute('href')).toBe('https://facebook.com/harbor')
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer')
    expect(panel.ui.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/15551234567')
    expect(panel.ui.queryByRole('link', { name: 'Instagram' })).toBeNull()
  })

  test('TalkToHumanEmail (GetConfig\'s TalkToHuman) shows the talk-to-a-person entry point', async () => {
    expect((await opened({ TalkToHumanEmail: '' })).ui.queryByRole('button', { name: 'Talk to a person' })).toBeNull()
    cleanPage()
    const panel = await opened({ TalkToHumanEmail: 'agent@homes.example' })
    fireEvent.click(panel.ui.getByRole('button', { name: 'Talk to a person' }))
    expect(await panel.ui.findByRole('textbox', { name: 'Your e-mail' })).toBeTruthy()
  })

  test('AIResponseLanguage Spanish puts the UI in Spanish', async () => {
    const panel = await opened({ AIResponseLanguage: 'Spanish' })
    expect(await panel.ui.findByRole('button', { name: 'Enviar' })).toBeTruthy()
    expect(panel.ui.getByRole('textbox', { name: 'Mensaje' })).toBeTruthy()
    expect(panel.host.bubble.getAttribute('aria-label')).toBe('Cerrar el chat')
  })

  test('AIResponseLanguage Arabic and Hebrew lay the panel out right to left', async () => {
    const arabic = await opened({ AIResponseLanguage: 'Arabic' })
    await waitFor(() => expect(arabic.ui.getByRole('dialog').getAttribute('dir')).toBe('rtl'))
    expect(arabic.ui.getByRole('button', { name: 'إرسال' })).toBeTruthy()
    cleanPage()
    const hebrew = await opened({ AIResponseLanguage: 'Hebrew' })
    await waitFor(() => expect(hebrew.ui.getByRole('dialog').getAttribute('dir')).toBe('rtl'))
    cleanPage()
    expect((await opened({ AIResponseLanguage: 'English' })).ui.getByRole('dialog').getAttribute('dir')).toBe('ltr')
  })
})

describe('accessibility', () => {
  test('opening focuses the message box; Esc closes and gives focus back to the bubble', () => {
    const panel = mountPanel(widgetConfig())
    act(() => panel.api.open())
    const box = panel.ui.getByRole('textbox', { name: 'Message' })
    expect(panel.root.activeElement).toBe(box)
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(panel.ui.getByRole('dialog', { hidden: true }).hidden).toBe(true)
    expect(panel.root.activeElement).toBe(panel.host.bubble)
    expect(panel.events.map((entry) => entry.event)).toEqual(['open', 'close'])
  })

  test('opened before the config arrives, the message box takes focus once it appears', () => {
    const panel = mountPanel({ status: 'loading' })
    act(() => panel.api.open())
    act(() => panel.setConfig({ status: 'ready', config: widgetConfig() }))
    expect(panel.root.activeElement).toBe(panel.ui.getByRole('textbox', { name: 'Message' }))
  })

  test('with a privacy notice, focus goes to its Accept button', async () => {
    const panel = await opened({ ChatbotPrivacyPolicyDescription: 'We store chats.' })
    expect(panel.root.activeElement).toBe(panel.ui.getByRole('button', { name: 'Accept and chat' }))
  })

  test('Enter sends, Shift+Enter does not', async () => {
    backend.model.script({ content: ['Got both lines.'] })
    const panel = await opened({})
    const sent = vi.spyOn(globalThis, 'fetch')
    const box = panel.ui.getByRole('textbox', { name: 'Message' })
    fireEvent.input(box, { target: { value: 'two\nlines' } })
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })
    expect(sent).not.toHaveBeenCalled()
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(sent).toHaveBeenCalledTimes(1)
    expect(panel.ui.getByRole('log').textContent).toContain('two\nlines')
    await waitFor(() => expect(panel.ui.getByRole('log').textContent).toContain('Got both lines.'), { timeout: 20_000 })
  })
})
