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
  const patterns = domainPatterns(settings)
  if (settings.CustomDomain) patterns.push(settings.CustomDomain)
  return patterns.some((pattern) => hostMatches(pattern, parsed))
}

/** The host patterns of Domains, in the order written. */
const domainPatterns = (settings: DomainSettings) => settings.Domains.split(/[\s,]+/).filter(Boolean)

/** Whether the widget would load on a page, and why. */
export interface OriginVerdict {
  allowed: boolean
  reason: string
}

/**
 * The domain check of the owner's console: isOriginAllowed's verdict for the page at `pageUrl`,
 * with the rule that decided it in a sentence. Undefined when `pageUrl` is not an http(s) URL.
 *
 * @example
 * explainOrigin({ VerifyDomain: true, Domains: '*.example.com', CustomDomain: '' }, 'https://shop.example.com/homes', publicUrl)
 * // { allowed: true, reason: 'shop.example.com matches *.example.com in Domains' }
 */
export function explainOrigin(settings: DomainSettings, pageUrl: string, publicUrl: string): OriginVerdict | undefined {
  const parsed = parseOrigin(pageUrl)
  if (!parsed || (parsed.scheme !== 'http:' && parsed.scheme !== 'https:')) return undefined
  const origin = new URL(pageUrl).origin
  const allowed = isOriginAllowed(settings, origin, publicUrl)
  if (!settings.VerifyDomain) return { allowed, reason: 'VerifyDomain is off, so the widget loads on any site' }
  if (new URL(publicUrl).origin === origin) return { allowed, reason: `${origin} is this server's own address, which is always allowed` }
  const pattern = domainPatterns(settings).find((candidate) => hostMatches(candidate, parsed))
  if (pattern) return { allowed, reason: `${parsed.host} matches ${pattern} in Domains` }
  if (settings.CustomDomain && hostMatches(settings.CustomDomain, parsed)) return { allowed, reason: `${parsed.host} is the CustomDomain` }
  const listed = domainPatterns(settings).join(', ')
  return {
    allowed,
    reason: `${parsed.host}${parsed.port === '80' || parsed.port === '443' ? '' : `:${parsed.port}`} matches no pattern in Domains (${listed || 'empty'}) and is not the CustomDomain; add it to Domains`
  }
}
