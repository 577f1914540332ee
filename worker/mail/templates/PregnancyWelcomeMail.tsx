import { Heading, Text } from '@react-email/components'
import { useIntl } from 'react-intl'
import { localTermDate } from '../../../core/calc/conventions.ts'
import { mailedMilestones, milestoneText } from '../../../core/calc/development.ts'
import { type PregnancyResult, weeksStartOf } from '../../../core/calc/pregnancy.ts'
import { pregnancyStage } from '../../../core/calc/pregnancy-stage.ts'
import { pregnancyTimeText } from '../../../core/calc/pregnancy-time.ts'
import type { Temporal } from '../../../core/calc/temporal.ts'
import { formatDate } from '../../../core/calc/temporal.ts'
import { type MailFooter, MailLayout } from './MailLayout.tsx'
import { CallToAction, KeyFact, StageNotice } from './parts.tsx'
import { styles } from './styles.ts'

/** `pregnancy_guide`, once confirmed: where the pregnancy is today and the next milestone. */
export function PregnancyWelcomeMail({
  lastPeriod,
  cycleLength,
  result,
  calculatorUrl,
  site,
  footer,
}: {
  lastPeriod: Temporal.PlainDate
  /** The cycle length the reader gave: the first day of a missed period, when a test can tell. */
  cycleLength: number
  result: PregnancyResult
  calculatorUrl: string
  site: string
  footer: MailFooter
}) {
  const intl = useIntl()
  const date = (day: Temporal.PlainDate) => formatDate(day, intl.locale)
  const time = result.time && pregnancyTimeText(intl.formatMessage, result.time)
  const completedWeeks = result.time?.weeks ?? -1
  // France's 41 SA terme beside the 40-week date, as on the result page and in the due-date guide.
  const term = localTermDate(intl.locale, weeksStartOf(result.dueDate))
  const next = mailedMilestones(intl.locale).find((milestone) => milestone.week > completedWeeks)
  // Before a pregnancy can be known, and past 41 and 42 weeks, the mail says what the result page
  // says, and never "2nd week" of a pregnancy not yet begun nor "45th week" (issue 59).
  const stage = pregnancyStage(result.time)
  return (
    <MailLayout
      preview={
        time && stage !== 'ongoing'
          ? intl.formatMessage({ id: `pregnancyWarning.${stage}Lead` })
          : time
            ? intl.formatMessage({ id: 'mail.pregnancy.preview' }, { week: time.week })
            : intl.formatMessage({ id: 'mail.pregnancy.beforeStart' })
      }
      site={site}
      footer={footer}
    >
      <Heading as="h1" style={styles.h1}>
        {intl.formatMessage({ id: 'mail.pregnancy.heading' })}
      </Heading>
      <Text style={styles.text}>{intl.formatMessage({ id: 'mail.pregnancy.intro' })}</Text>
      <KeyFact label={intl.formatMessage({ id: 'mail.dueDate.dueDate' })} value={date(result.dueDate)} />
      {term && (
        <KeyFact
          label={intl.formatMessage({ id: 'term.local' })}
          value={date(term)}
          note={intl.formatMessage({ id: 'term.localNote' })}
        />
      )}
      {time && stage === 'notYet' ? null : time && stage === 'postTerm' ? (
        <KeyFact label={intl.formatMessage({ id: 'calc.gestationalAge' })} value={time.age} />
      ) : time ? (
        <KeyFact
          label={intl.formatMessage({ id: 'mail.pregnancy.week' })}
          value={time.week}
          note={`${time.age} · ${intl.formatMessage({ id: 'calc.trimesterValue' }, { n: result.currentTrimester })}`}
        />
      ) : (
        <Text style={styles.text}>{intl.formatMessage({ id: 'mail.pregnancy.beforeStart' })}</Text>
      )}
      {time && <StageNotice stage={stage} start={lastPeriod} cycleLength={cycleLength} />}
      {next && (
        <>
          <Heading as="h2" style={styles.h2}>
            {intl.formatMessage({ id: 'mail.pregnancy.next' })}
          </Heading>
          <Text style={styles.text}>
            {intl.formatMessage(
              { id: 'mail.pregnancy.nextMilestone' },
              {
                weeks: next.week,
                date: date(lastPeriod.add({ days: next.week * 7 })),
                title: intl.formatMessage({ id: milestoneText(next).title }),
                description: intl.formatMessage({ id: milestoneText(next).description }),
              },
            )}
          </Text>
        </>
      )}
      <CallToAction href={calculatorUrl} label={intl.formatMessage({ id: 'mail.cta.pregnancy' })} />
    </MailLayout>
  )
}
