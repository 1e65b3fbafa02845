/**
 * Path data of the icons a text chat shows, drawn on a 24×24 grid. Icons of the parts that come
 * as chunks of their own (images, push-to-talk, social links) live in those files and are
 * passed as `d`.
 */
export const ICONS = {
  send: 'M3.4 20.4 21 12 3.4 3.6V10l12.6 2-12.6 2z',
  stop: 'M7 7h10v10H7z',
  trash: 'M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z',
  close: 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z'
}

/**
 * A decorative icon; the button or link around it carries the accessible name.
 *
 * @example
 * <button aria-label="Send"><Icon name="send" /></button>
 * <button aria-label="Hold to talk"><Icon d={MIC} /></button>
 */
export function Icon(props: { name: keyof typeof ICONS } | { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={'d' in props ? props.d : ICONS[props.name]} />
    </svg>
  )
}
