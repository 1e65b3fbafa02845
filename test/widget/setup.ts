/**
 * happy-dom keeps `nodeName` on each node class and leaves Node.prototype's getter returning
 * an empty string; DOMPurify reads it from Node.prototype (to resist DOM clobbering) and so
 * drops every element. This routes Node.prototype's getter to the node's own class, so
 * component tests see the markup DOMPurify would give in a browser. The sanitizer's security
 * tests do not rely on this: they run in Chromium (sanitizer.test.ts).
 */
const base = typeof Node === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')
if (base) Object.defineProperty(Node.prototype, 'nodeName', {
  configurable: true,
  get(this: Node): string {
    for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
      const own = Object.getOwnPropertyDescriptor(proto, 'nodeName')
      if (own?.get) return own.get.call(this) as string
    }
    return (base?.get?.call(this) as string) ?? ''
  }
})
