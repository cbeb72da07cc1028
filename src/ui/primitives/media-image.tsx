import { useEffect, useState, type ImgHTMLAttributes } from 'react'
import { isApiMediaUrl, mediaObjectUrl } from '@/api/media'

/**
 * The src to give an <img> for a stored image URL (docs/decisions/050): an
 * upload of the API is fetched with the session's token and shown from a blob
 * URL (null until it has arrived, and if it cannot be loaded, which is only
 * logged: docs/product-rules.md#8); any other URL is used as it is.
 */
export function useMediaSrc(url: string | null): string | null {
  const viaApi = url !== null && isApiMediaUrl(url)
  const [shown, setShown] = useState<{ url: string; src: string | null } | null>(null)
  useEffect(() => {
    if (url === null || !viaApi) return
    let live = true
    mediaObjectUrl(url).then(
      (src) => {
        if (live) setShown({ url, src })
      },
      (error: unknown) => {
        console.warn(`The image could not be loaded: ${url}`, error)
        if (live) setShown({ url, src: null })
      },
    )
    return () => {
      live = false
    }
  }, [url, viaApi])
  if (url === null) return null
  if (!viaApi) return url
  return shown?.url === url ? shown.src : null
}

export type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null }

/** An <img> of a stored image (useMediaSrc): nothing until an upload has arrived, or if it cannot be loaded. */
export function MediaImage({ src, alt, ...rest }: MediaImageProps) {
  const shown = useMediaSrc(src)
  return shown ? <img src={shown} alt={alt} {...rest} /> : null
}
