/** When the panel is full-screen (phones, short or zoomed windows: see panel.css). */
const FULL_SCREEN = '(max-width: 479px), (max-height: 500px)'

/**
 * While the open panel covers the whole screen (phones), makes the rest of the page inert, so
 * neither Tab nor a screen reader reaches the links hidden under it, and keeps the panel above
 * the on-screen keyboard: mobile browsers shrink the visual viewport, not the layout one, when
 * the keyboard opens, and the panel's height and top follow it through two CSS custom
 * properties (set through the CSSOM, which a strict CSP allows). A panel that is not
 * full-screen needs neither, so on a desktop opening touches nothing of the page or of the
 * host's style (which would restyle the whole panel). Returns the undo.
 *
 * @example
 * const restore = coverPage(hostElement) // when the panel opens
 */
export function coverPage(host: HTMLElement): () => void {
  const media = window.matchMedia?.(FULL_SCREEN)
  const viewport = window.visualViewport
  let made: HTMLElement[] = []
  let following = false
  const follow = () => {
    host.style.setProperty('--pl-vh', `${viewport!.height}px`)
    host.style.setProperty('--pl-vtop', `${viewport!.offsetTop}px`)
  }
  const restore = () => {
    for (const element of made) element.inert = false
    made = []
    if (!following) return
    following = false
    viewport!.removeEventListener('resize', follow)
    viewport!.removeEventListener('scroll', follow)
    host.style.removeProperty('--pl-vh')
    host.style.removeProperty('--pl-vtop')
  }
  const apply = () => {
    restore()
    if (!media?.matches) return
    for (const element of document.body.children) {
      if (element !== host && element instanceof HTMLElement && !element.inert && !element.contains(host)) {
        element.inert = true
        made.push(element)
      }
    }
    if (!viewport) return
    following = true
    follow()
    viewport.addEventListener('resize', follow)
    viewport.addEventListener('scroll', follow)
  }
  apply()
  media?.addEventListener?.('change', apply)
  return () => {
    media?.removeEventListener?.('change', apply)
    restore()
  }
}
