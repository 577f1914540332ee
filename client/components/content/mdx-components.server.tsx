import type { MDXComponents } from 'mdx/types'
import type { AnchorHTMLAttributes, TableHTMLAttributes } from 'react'
import { useIntl } from 'react-intl'
import { twinsForm } from '../../../core/calculators/twins.ts'
import { findRoute } from '../../../core/routes.ts'
import { trackingChartFile, trackingChartPath } from '../../content/tracking-chart-file.server.ts'
import { useLocale } from '../../i18n/use-locale.ts'
import TwinCalculatorIsland from '../../islands/TwinCalculator.tsx'
import { usePage } from '../../page-context.server.ts'
import { CalculatorSection } from '../calculators/CalculatorSection.server.tsx'
import { Link } from '../Link.tsx'
import { TableScroll } from '../TableScroll.tsx'
import { AssistedReproductionTable } from './AssistedReproductionTable.server.tsx'
import { CalculatorCta } from './CalculatorCta.server.tsx'
import { Controller } from './Controller.server.tsx'
import { RussianStorageName, WithoutRussianStorage, WithRussianStorage } from './russian-storage.server.tsx'

/**
 * Content links are written as English paths or full URLs. A path of the route table becomes
 * a link in the page's language; another site's page opens in a new tab without handing it
 * this page (noopener) or its address (noreferrer).
 */
function ContentLink({ href = '', ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (/^https?:\/\//.test(href)) {
    return <a href={href} target="_blank" rel="noopener noreferrer" {...anchor} />
  }
  const [path = '', hash] = href.split('#')
  const route = path.startsWith('/') ? findRoute(path.slice(1)) : undefined
  if (route && !hash) return <Link to={route.slug} {...anchor} />
  return <a href={href} {...anchor} />
}

/** Wide tables scroll on their own on a phone instead of widening the page. */
function ContentTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <TableScroll>
      <table className="data-table" {...props} />
    </TableScroll>
  )
}

function TwinCalculator() {
  return <CalculatorSection component={TwinCalculatorIsland} {...twinsForm} />
}

function TrackingChartDownload() {
  const intl = useIntl()
  const locale = useLocale()
  return (
    <p className="download card">
      <a href={trackingChartPath(locale)} download={trackingChartFile(locale)} className="button">
        {intl.formatMessage({ id: 'chart.download' })}
      </a>
      <span className="hint">{intl.formatMessage({ id: 'chart.description' })}</span>
    </p>
  )
}

function SupportEmail() {
  const { supportEmail } = usePage()
  return <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
}

/** What an MDX file may use without importing it. */
export const mdxComponents: MDXComponents = {
  a: ContentLink,
  table: ContentTable,
  CalculatorCta,
  TwinCalculator,
  TrackingChartDownload,
  SupportEmail,
  AssistedReproductionTable,
  // The privacy policies name the controller from the operator's configuration, the same values
  // as the legal notice, never typed into the text (issue 59, item 2; decision 054).
  Controller,
  // The Russian policy says where personal data are kept as the configuration makes it true (decision 068).
  WithoutRussianStorage,
  WithRussianStorage,
  RussianStorageName,
}
