import type { AnchorHTMLAttributes } from 'react'
import { localizedPath, type RouteSlug } from '../../core/routes.ts'
import { useLocale } from '../i18n/use-locale.ts'

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: RouteSlug }

/** An internal link in the current language; the only way pages link to each other. */
export function Link({ to, ...anchor }: LinkProps) {
  return <a href={localizedPath(useLocale(), to)} {...anchor} />
}
