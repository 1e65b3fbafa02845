import type { ChatbotSettings } from '../../../server/schemas/chatbot.ts'
import { hexOf, rgbOf } from '../colors.ts'
import type { SettingsForm } from '../models/settings-form.ts'
import type { FieldSpec } from '../settings-fields.ts'

/**
 * One setting: its label, its rule, the input its kind calls for, and the server's message
 * when it refused the value (tied to the input with aria-describedby and aria-invalid).
 */
export function SettingField({ spec, form }: { spec: FieldSpec; form: SettingsForm }) {
  const { name, label, kind, rule } = spec
  const value = form.draft.value![name]
  const error = form.errors.value[name]
  const id = `field-${name}`
  const describedBy = `${id}-rule${error ? ` ${id}-error` : ''}`
  const set = (next: ChatbotSettings[typeof name]) => form.set(name, next)
  const common = { id, name, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined }

  let input
  switch (kind) {
    case 'switch':
      input = <input type="checkbox" {...common} checked={value === true} onChange={(e) => set(e.currentTarget.checked)} />
      break
    case 'textarea':
    case 'lines':
      input = <textarea {...common} rows={kind === 'lines' ? 4 : 3} value={String(value)} onInput={(e) => set(e.currentTarget.value)} />
      break
    case 'color':
      input = <input type="color" {...common} value={hexOf(String(value))} onInput={(e) => set(rgbOf(e.currentTarget.value))} />
      break
    case 'side':
      input = (
        <select {...common} value={String(value)} onChange={(e) => set(Number(e.currentTarget.value))}>
          <option value="0">Bottom right</option>
          <option value="1">Bottom left</option>
        </select>
      )
      break
    case 'integer':
      // Sent as typed: a value that is not an integer gets the server's own message.
      input = <input type="text" inputMode="numeric" {...common} value={String(value)} onInput={(e) => set(/^-?\d+$/.test(e.currentTarget.value) ? Number(e.currentTarget.value) : (e.currentTarget.value as unknown as number))} />
      break
    default:
      input = <input type={kind === 'url' ? 'url' : kind === 'email' ? 'email' : 'text'} {...common} value={String(value)} onInput={(e) => set(e.currentTarget.value)} />
  }

  return (
    <div class={`field field-${kind}${error ? ' invalid' : ''}`}>
      {kind === 'switch' ? (
        <label class="switch-label">{input} {label}</label>
      ) : (
        <>
          <label for={id}>{label}</label>
          {input}
        </>
      )}
      <p class="rule" id={`${id}-rule`}>{kind === 'color' ? `${rule} Now ${String(value) || 'unset'}.` : rule}</p>
      {error && <p class="error" id={`${id}-error`}>{error}</p>}
    </div>
  )
}
