import type { WidgetConfig } from '../../shared/bridge.ts'
import { Icon } from './Icon.tsx'

const NETWORKS = [
  ['FacebookUrl', 'facebook', 'Facebook'],
  ['InstagramUrl', 'instagram', 'Instagram'],
  ['WhatsappUrl', 'whatsapp', 'WhatsApp']
] as const

/**
 * Links to the chatbot's Facebook, Instagram and WhatsApp, for those that are set.
 *
 * @example
 * <SocialLinks config={config} />
 */
export function SocialLinks({ config }: { config: WidgetConfig }) {
  const links = NETWORKS.filter(([setting]) => /^https?:\/\//i.test(config[setting]))
  if (!links.length) return null
  return (
    <nav class="social" aria-label="Social">
      {links.map(([setting, icon, label]) => (
        <a key={setting} href={config[setting]} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
          <Icon name={icon} />
        </a>
      ))}
    </nav>
  )
}
