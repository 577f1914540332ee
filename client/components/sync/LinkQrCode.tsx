import { useMemo } from 'react'
import { encode } from 'uqr'

/**
 * A link as a QR code (ISO/IEC 18004), to scan with another device's camera, drawn as one SVG
 * path: black on white whatever the theme, with the four-module quiet zone the standard asks for,
 * so that every camera app reads it. Error correction M (about 15% of the code may be lost).
 */
export function LinkQrCode({ link, label }: { link: string; label: string }) {
  const { size, path } = useMemo(() => {
    const code = encode(link, { ecc: 'M', border: 4 })
    let d = ''
    for (const [y, row] of code.data.entries()) {
      for (const [x, dark] of row.entries()) if (dark) d += `M${x} ${y}h1v1h-1z`
    }
    return { size: code.size, path: d }
  }, [link])
  return (
    <svg
      className="sync-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
