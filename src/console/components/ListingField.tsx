import type { ListingFieldSpec } from '../listing-fields.ts'
import type { ListingForm } from '../models/listing-form.ts'

/**
 * One field of the listing form: its label, the input its kind calls for, its rule, and the
 * server's message when it refused the value (tied to the input with aria-describedby and aria-invalid).
 */
export function ListingField({ spec, form }: { spec: ListingFieldSpec; form: ListingForm }) {
  const { name, label, kind, rule, required } = spec
  const value = form.draft.value![name]
  const error = form.errors.value[name]
  const id = `listing-${name}`
  const set = (next: string) => form.set(name, next)
  const common = {
    id,
    name,
    'aria-describedby': `${id}-rule${error ? ` ${id}-error` : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined
  }

  let input
  if (kind === 'choice') {
    input = (
      <select {...common} value={value} onChange={(event) => set(event.currentTarget.value)}>
        {spec.options!.map(([option, text]) => <option key={option} value={option}>{text}</option>)}
      </select>
    )
  } else if (kind === 'textarea' || kind === 'lines' || kind === 'pairs') {
    input = <textarea {...common} rows={kind === 'textarea' ? 5 : 3} value={value} onInput={(event) => set(event.currentTarget.value)} />
  } else {
    input = <input type="text" inputMode={kind === 'number' ? 'decimal' : undefined} {...common} value={value} onInput={(event) => set(event.currentTarget.value)} />
  }
  return (
    <div class={`field listing-field listing-${kind}${error ? ' invalid' : ''}`}>
      <label for={id}>{label}{required ? '' : ' (optional)'}</label>
      {input}
      <p class="rule" id={`${id}-rule`}>{rule}</p>
      {error && <p class="error" id={`${id}-error`}>{error}</p>}
    </div>
  )
}
