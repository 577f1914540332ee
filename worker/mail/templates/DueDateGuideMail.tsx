import { Heading, Section, Text } from '@react-email/components'
import { useIntl } from 'react-intl'
import { localTermDate } from '../../../core/calc/conventions.ts'
import type { DueDateResult } from '../../../core/calc/due-date.ts'
import { pregnancyStage } from '../../../core/calc/pregnancy-stage.ts'
import { pregnancyTimeText } from '../../../core/calc/pregnancy-time.ts'
import type { Temporal } from '../../../core/calc/temporal.ts'
import { formatDate } from '../../../core/calc/temporal.ts'
import { type MailFooter, MailLayout } from './MailLayout.tsx'
import { CallToAction, KeyFact, StageNotice } from './parts.tsx'
import { styles } from './styles.ts'

/** Four checklist items per trimester: `mail.dueDate.t<trimester>.<item>`. */
const CHECKLIST_ITEMS = [1, 2, 3, 4] as const

/** `due_date_guide`: the due date, how far along, the trimester ends and a checklist for each. */
export function DueDateGuideMail({
  result,
  calculatorUrl,
  site,
  footer,
}: {
  result: DueDateResult
  calculatorUrl: string
  site: string
  footer: MailFooter
}) {
  const intl = useIntl()
  const date = (day: Temporal.PlainDate) => formatDate(day, intl.locale)
  const age = result.time ? pregnancyTimeText(intl.formatMessage, result.time) : null
  // France's 41 SA terme beside the 40-week date, as on the result page.
  const start = result.start
  const term = localTermDate(intl.locale, start)
  const ends = [result.firstTrimesterEnd, result.secondTrimesterEnd, result.thirdTrimesterEnd]
  // Before a pregnancy can be known, and past 41 and 42 weeks, what the result page says; never a
  // week number before it begins nor "45th week" after (issue 59, clinical review N1).
  const stage = pregnancyStage(result.time)
  return (
    <MailLayout
      preview={intl.formatMessage({
        id: result.time && stage !== 'ongoing' ? `pregnancyWarning.${stage}Lead` : 'mail.dueDate.preview',
      })}
      site={site}
      footer={footer}
    >
      <Heading as="h1" style={styles.h1}>
        {intl.formatMessage({ id: 'mail.dueDate.heading' })}
      </Heading>
      <KeyFact label={intl.formatMessage({ id: 'mail.dueDate.dueDate' })} value={date(result.dueDate)} />
      <KeyFact
        label={intl.formatMessage({ id: 'mail.dueDate.age' })}
        value={age && stage !== 'notYet' ? age.age : intl.formatMessage({ id: 'mail.dueDate.notYet' })}
        note={stage === 'ongoing' || stage === 'lateTerm' ? age?.note : null}
      />
      {result.time && <StageNotice stage={stage} start={start} />}
      {term && (
        <KeyFact
          label={intl.formatMessage({ id: 'term.local' })}
          value={date(term)}
          note={intl.formatMessage({ id: 'term.localNote' })}
        />
      )}
      <Heading as="h2" style={styles.h2}>
        {intl.formatMessage({ id: 'mail.dueDate.trimesters' })}
      </Heading>
      <table style={styles.table}>
        <tbody>
          {ends.map((end, i) => (
            <tr key={end.toString()}>
              <td style={styles.td}>
                {intl.formatMessage({ id: 'mail.dueDate.trimesterEnds' }, { n: i + 1 })}
              </td>
              <td style={{ ...styles.td, fontWeight: 700, textAlign: 'right' }}>{date(end)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Heading as="h2" style={styles.h2}>
        {intl.formatMessage({ id: 'mail.dueDate.checklistHeading' })}
      </Heading>
      {([1, 2, 3] as const).map((trimester) => (
        <Section key={trimester}>
          <Text style={{ ...styles.text, fontWeight: 700, margin: '12px 0 4px' }}>
            {intl.formatMessage({ id: 'calc.trimesterValue' }, { n: trimester })}
          </Text>
          <ul style={styles.list}>
            {CHECKLIST_ITEMS.map((item) => (
              <li key={item}>{intl.formatMessage({ id: `mail.dueDate.t${trimester}.${item}` })}</li>
            ))}
          </ul>
        </Section>
      ))}
      <Text style={styles.muted}>{intl.formatMessage({ id: 'mail.weekly.schedules' })}</Text>
      <Text style={styles.text}>{intl.formatMessage({ id: 'mail.dueDate.calendar' })}</Text>
      <CallToAction href={calculatorUrl} label={intl.formatMessage({ id: 'mail.cta.dueDate' })} />
    </MailLayout>
  )
}
