/**
 * A person's avatar in the widget and the console: their initials on a colour of their own,
 * drawn from their name (the same name always gets the same colour, dark enough for white
 * initials). Users have no picture: this is the whole avatar. Hidden from screen readers, as
 * the name is always written beside it.
 */

/** The avatar colour's saturation and lightness (%): white initials reach 4.5:1 on every hue. */
export const AVATAR_SATURATION = 55
export const AVATAR_LIGHTNESS = 30

/**
 * Up to two initials of a name, upper-case: the first letters of its first and last words (of
 * an e-mail address, of the part before the @).
 *
 * @example
 * initialsOf('Dana Reyes') // 'DR'
 * initialsOf('jo.doe@example.com') // 'JD'
 */
export function initialsOf(name: string): string {
  const words = name.trim().replace(/@.*/, '').split(/[\s._-]+/).filter(Boolean)
  const first = words[0] ?? ''
  const last = words.length > 1 ? words[words.length - 1]! : ''
  return (Array.from(first)[0] ?? '').concat(Array.from(last)[0] ?? '').toUpperCase() || '?'
}

/**
 * The hue (0 to 359) of a name's avatar: a hash of the name, so it is the same everywhere.
 *
 * @example
 * avatarHue('Dana') // the same number on every page
 */
export function avatarHue(name: string): number {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) % 360
  return hash
}

/** `name`'s initials on `name`'s colour (class `avatar`: each app's stylesheet sizes it). */
export function AgentAvatar({ name }: { name: string }) {
  return (
    <span class="avatar" aria-hidden="true" style={{ backgroundColor: `hsl(${avatarHue(name)} ${AVATAR_SATURATION}% ${AVATAR_LIGHTNESS}%)` }}>
      {initialsOf(name)}
    </span>
  )
}
