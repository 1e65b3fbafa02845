import { useModel } from '../models/context.ts'
import { Avatar } from './Avatar.tsx'
import { Icon } from './Icon.tsx'
import { lazyPart } from './lazy-part.tsx'

/** Only for chatbots that link their social networks: a chunk of its own. */
const SocialLinks = lazyPart(() => import('./SocialLinks.tsx').then((module) => module.SocialLinks))

/**
 * The panel's title bar: picture, name (also the dialog's label; up to two lines, so a long
 * one stays readable on a 320 px phone), social links, talk to a person as a labelled button
 * under the name, and the clear and close icons (each with a tooltip).
 *
 * @example
 * <Header />
 */
export function Header() {
  const { config, strings, chat, handoff, setOpen, clear } = useModel()
  const s = strings.value
  const current = config.value
  return (
    <div class="head">
      {current && <Avatar name={current.Name} picture={current.ChatProfilePicture} />}
      <div class="title">
        {/* Not a landmark (no <header>) and no empty heading: the host page keeps its own outline. */}
        {current?.Name && (
          <h2 id="pl-title" dir="auto">
            {current.Name}
          </h2>
        )}
        {current && (current.FacebookUrl || current.InstagramUrl || current.WhatsappUrl) && <SocialLinks />}
        {current?.TalkToHuman && (
          <button type="button" class="human" aria-pressed={handoff.value} onClick={() => (handoff.value = !handoff.value)}>
            <Icon name="person" />
            {s.talkToHuman}
          </button>
        )}
      </div>
      {chat.messages.value.length > 0 && (
        <button type="button" class="icon" aria-label={s.clear} title={s.clear} onClick={clear}>
          <Icon name="trash" />
        </button>
      )}
      <button type="button" class="icon" aria-label={s.closeChat} title={s.closeChat} onClick={() => setOpen(false)}>
        <Icon name="close" />
      </button>
    </div>
  )
}
