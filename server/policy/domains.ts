/** The settings domain verification reads. */
export interface DomainSettings {
  VerifyDomain: boolean
  Domains: string
  CustomDomain: string
}

interface Origin {
  scheme: string
  host: string
  port: string
}

function parseOrigin(value: string | undefined): Origin | null {
  if (!value || value === 'null') return null
  try {
    const url = new URL(value)
    const defaultPort = url.protocol === 'https:' ? '443' : url.protocol === 'http:' ? '80' : ''
    return { scheme: url.protocol, host: url.hostname.replace(/\.$/, '').toLowerCase(), port: url.port || defaultPort }
  } catch {
    return null
  }
}

/**
 * Does a host pattern admit this origin? `example.com` admits that host only;
 * `*.example.com` admits every subdomain at any depth but not example.com itself.
 * A pattern with a port (`example.com:8443`) admits that port only.
 */
export function hostMatches(pattern: string, origin: Origin): boolean {
  const [patternHost = '', patternPort] = pattern.trim().toLowerCase().replace(/\.$/, '').split(':')
  if (patternPort !== undefined && patternPort !== origin.port) return false
  if (patternHost.startsWith('*.')) {
    const suffix = patternHost.slice(1)
    return origin.host.endsWith(suffix) && origin.host.length > suffix.length
  }
  return patternHost !== '' && patternHost === origin.host
}

/** The origin a browser request comes from: Origin when sent (even "null"), otherwise Referer's origin. */
export function requestOrigin(headers: { origin?: string; referer?: string }): string | undefined {
  if (headers.origin !== undefined) return headers.origin
  const referer = parseOrigin(headers.referer)
  return referer ? new URL(headers.referer as string).origin : undefined
}

/**
 * Decides whether a visitor request from `origin` may reach a chatbot.
 *
 * @example
 * isOriginAllowed({ VerifyDomain: true, Domains: '*.example.com', CustomDomain: '' },
 *   'https://shop.example.com', 'http://127.0.0.1:8787') // true
 */
export function isOriginAllowed(settings: DomainSettings, origin: string | undefined, publicUrl: string): boolean {
  if (!settings.VerifyDomain) return true
  const parsed = parseOrigin(origin)
  if (!parsed || (parsed.scheme !== 'http:' && parsed.scheme !== 'https:')) return false
  if (new URL(publicUrl).origin === new URL(origin as string).origin) return true
  const patterns = settings.Domains.split(/[\s,]+/).filter(Boolean)
  if (settings.CustomDomain) patterns.push(settings.CustomDomain)
  return patterns.some((pattern) => hostMatches(pattern, parsed))
}
