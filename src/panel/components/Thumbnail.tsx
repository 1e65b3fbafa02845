import { useEffect, useRef } from 'preact/hooks'

/**
 * The preview of a picked image, drawn into a canvas from the file itself. Nothing is loaded
 * from a URL: an object URL (blob:) is an image source that a strict Content-Security-Policy
 * (img-src 'self') refuses, and the preview would break on exactly the sites that care most.
 *
 * @example
 * <Thumbnail file={image.file} name="house.png" />
 */
export function Thumbnail({ file, name }: { file: Blob; name: string }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    let live = true
    // The drawing code sits with the image checks, loaded once the first image is picked.
    import('../../media/image-check.ts')
      .then(({ drawThumbnail }) => (live && canvas.current ? drawThumbnail(canvas.current, file) : undefined))
      .catch(() => undefined) // an undecodable file keeps its empty frame
    return () => void (live = false)
  }, [file])
  return <canvas ref={canvas} role="img" aria-label={name} />
}
