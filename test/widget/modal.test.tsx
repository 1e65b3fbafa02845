import { act, fireEvent } from '@testing-library/preact'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanPage, mountPanel, widgetConfig } from './helpers.ts'

afterEach(cleanPage)

describe('the chat dialog is a modal', () => {
  test('aria-modal, named by the chatbot, no landmark, and Tab wraps around inside it', () => {
    const panel = mountPanel(widgetConfig({ Name: 'Sunny' }))
    act(() => panel.api.open())
    const dialog: HTMLElement = panel.ui.getByRole('dialog', { name: 'Sunny' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(panel.root.querySelector('header, main, section, nav, aside, footer')).toBeNull()
    const tabbable = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled]),textarea,[tabindex="0"]')]
    tabbable.at(-1)!.focus()
    fireEvent.keyDown(tabbable.at(-1)!, { key: 'Tab' })
    expect(panel.root.activeElement).toBe(tabbable[0])
    fireEvent.keyDown(tabbable[0]!, { key: 'Tab', shiftKey: true })
    expect(panel.root.activeElement).toBe(tabbable.at(-1))
  })
})
