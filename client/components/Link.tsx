import type { AnchorHTMLAttributes } from 'react'
import { useLocale } from '../i18n/use-locale.ts'
import { localizedPath, type RouteSlug } from '../routes.ts'

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: RouteSlug }

/** An internal link in the current language; the only way pages link to each other. */
export function Link({ to, ...anchor }: LinkProps) {
  return <a href={localizedPath(useLocale(), to)} {...anchor} />
}
