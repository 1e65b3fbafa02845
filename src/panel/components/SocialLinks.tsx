import { useModel } from '../models/context.ts'
import { Icon } from './Icon.tsx'
import css from './social.css?inline'
import { usePartStyles } from './lazy-part.tsx'

/** Each network's setting, icon path (24×24) and name. */
const NETWORKS = [
  ['FacebookUrl', 'M14 13.5h2.5l1-4H14v-2c0-1 .5-2 2-2h2V2.1A24 24 0 0 0 15.1 2c-2.7 0-4.6 1.7-4.6 4.7v2.8h-3v4h3V22H14z', 'Facebook'],
  [
    'InstagramUrl',
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zm5.3-9.7a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM16.5 2h-9A5.5 5.5 0 0 0 2 7.5v9A5.5 5.5 0 0 0 7.5 22h9a5.5 5.5 0 0 0 5.5-5.5v-9A5.5 5.5 0 0 0 16.5 2zm3.7 14.5a3.7 3.7 0 0 1-3.7 3.7h-9a3.7 3.7 0 0 1-3.7-3.7v-9a3.7 3.7 0 0 1 3.7-3.7h9a3.7 3.7 0 0 1 3.7 3.7z',
    'Instagram'
  ],
  [
    'WhatsappUrl',
    'M12 2a10 10 0 0 0-8.7 14.9L2 22l5.2-1.4A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1-1.7-.8c-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2c0 1.3.9 2.5 1.1 2.7a11.8 11.8 0 0 0 4.5 4c1.7.7 2.4.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2l-.5-.3z',
    'WhatsApp'
  ]
] as const

/**
 * Links to the chatbot's Facebook, Instagram and WhatsApp, for those that are set.
 *
 * @example
 * <SocialLinks />
 */
export function SocialLinks() {
  usePartStyles(css)
  const config = useModel().config.value
  const links = NETWORKS.filter(([setting]) => config && /^https?:\/\//i.test(config[setting]))
  if (!links.length) return null
  return (
    <nav class="social" aria-label="Social">
      {links.map(([setting, icon, label]) => (
        <a key={setting} href={config![setting]} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
          <Icon d={icon} />
        </a>
      ))}
    </nav>
  )
}
