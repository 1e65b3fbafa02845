/**
 * The chatbot's profile picture, or its initial on the accent color when it has none.
 *
 * @example
 * <Avatar name="Harbor & Pine" picture={config.ChatProfilePicture} />
 */
export function Avatar({ name, picture }: { name: string; picture: string }) {
  return picture ? (
    <img class="avatar" src={picture} alt="" />
  ) : (
    <span class="avatar initial" aria-hidden="true">
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  )
}
