import type { ComponentChildren } from 'preact'

/**
 * A label, the input (given as the child, with `id` and aria-describedby `${id}-rule`), and the
 * field's rule under it: the rule is read as the input's description, not as part of its name.
 */
export function LabeledField({ id, label, rule, children }: { id: string; label: string; rule: string; children: ComponentChildren }) {
  return (
    <div class="labeled">
      <label for={id}>{label}</label>
      {children}
      <p class="rule" id={`${id}-rule`}>{rule}</p>
    </div>
  )
}
