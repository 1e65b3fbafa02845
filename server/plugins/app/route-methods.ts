/**
 * The methods each route path takes, so a request for a known path with a method it does
 * not take can be answered 405 with `Allow` instead of 404. Paths are fastify route URLs
 * (`/chat/File/:fileId`, `/widget/*`); a path is known when a route without a wildcard
 * matches it, and `Allow` then lists the methods of every route that matches (the CORS
 * preflight's wildcard OPTIONS included).
 *
 * @example
 * const methods = new RouteMethods()
 * methods.add('/healthz', 'GET')
 * methods.allowed('/healthz') // ['GET', 'HEAD']
 * methods.allowed('/nowhere') // []
 */
export class RouteMethods {
  private readonly routes: { pattern: RegExp; wildcard: boolean; methods: Set<string> }[] = []

  add(url: string, method: string | string[]): void {
    const wildcard = url.includes('*')
    const source = url
      .split(/(:[A-Za-z0-9_]+|\*)/)
      .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('')
    let route = this.routes.find((known) => known.pattern.source === `^${source}$`)
    if (!route) this.routes.push((route = { pattern: new RegExp(`^${source}$`), wildcard, methods: new Set() }))
    for (const name of [method].flat()) route.methods.add(name.toUpperCase())
    if (route.methods.has('GET')) route.methods.add('HEAD')
  }

  /** The methods `path` takes, sorted; empty when no route without a wildcard matches it. */
  allowed(path: string): string[] {
    const matching = this.routes.filter((route) => route.pattern.test(path))
    if (!matching.some((route) => !route.wildcard)) return []
    return [...new Set(matching.flatMap((route) => [...route.methods]))].sort()
  }
}
