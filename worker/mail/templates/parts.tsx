import { Button, Section, Text } from '@react-email/components'
import { useIntl } from 'react-intl'
import { CONCEPTION_DAYS, type PregnancyStage, testFrom } from '../../../core/calc/pregnancy-stage.ts'
import { formatDate, type Temporal } from '../../../core/calc/temporal.ts'
import { styles } from './styles.ts'

/** The one button that ends a mail: back to the tool the mail is about. */
export function CallToAction({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '20px 0 0' }}>
      <Button href={href} style={styles.button}>
        {label}
      </Button>
    </Section>
  )
}

/** A key figure in a tinted box: its label, its value, and an optional line under it. */
export function KeyFact({
  label,
  value,
  note,
}: {
  label: string
  value: string | number
  note?: string | null
}) {
  return (
    <Section style={styles.highlight}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
      {note && <Text style={{ ...styles.muted, margin: '4px 0 0' }}>{note}</Text>}
    </Section>
  )
}

/**
 * What a pregnancy mail says beside its dates, in the result page's words (issue 59, item 5;
 * clinical review N1): before a pregnancy can be known, when a test can tell; past 41 and 42 weeks,
 * whom to call. Nothing on an ordinary day.
 */
export function StageNotice({
  stage,
  start,
  cycleLength,
}: {
  stage: PregnancyStage
  /** The first day of the last period the dates count from. */
  start: Temporal.PlainDate
  cycleLength?: number | undefined
}) {
  const intl = useIntl()
  if (stage === 'ongoing') return null
  const text =
    stage === 'notYet'
      ? intl.formatMessage(
          { id: 'pregnancyWarning.notYet' },
          {
            conception: formatDate(start.add({ days: CONCEPTION_DAYS }), intl.locale),
            testFrom: formatDate(testFrom(start, cycleLength), intl.locale),
          },
        )
      : intl.formatMessage({ id: `pregnancyWarning.${stage}` })
  return (
    <Text style={styles.text}>
      <strong>{intl.formatMessage({ id: `pregnancyWarning.${stage}Lead` })}</strong> {text}
    </Text>
  )
}
