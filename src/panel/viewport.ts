/**
 * Keeps the panel above the on-screen keyboard on phones. Mobile browsers shrink the visual
 * viewport, not the layout one, when the keyboard opens; the panel's height and top follow
 * the visual viewport through two CSS custom properties (set through the CSSOM, which a
 * strict CSP allows).
 *
 * @example
 * const stop = followVisualViewport(hostElement) // while the panel is open
 */
export function followVisualViewport(host: HTMLElement): () => void {
  const viewport = window.visualViewport
  if (!viewport) return () => undefined
  const update = () => {
    host.style.setProperty('--pl-vh', `${viewport.height}px`)
    host.style.setProperty('--pl-vtop', `${viewport.offsetTop}px`)
  }
  update()
  viewport.addEventListener('resize', update)
  viewport.addEventListener('scroll', update)
  return () => {
    viewport.removeEventListener('resize', update)
    viewport.removeEventListener('scroll', update)
    host.style.removeProperty('--pl-vh')
    host.style.removeProperty('--pl-vtop')
  }
}
