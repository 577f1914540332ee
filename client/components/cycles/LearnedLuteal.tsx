import { useIntl } from 'react-intl'
import {
  type LearnedLuteal as Learned,
  SHORT_LUTEAL_DAYS,
} from '../../../core/calc/body-signs/luteal-phase.ts'
import { LUTEAL_PHASE } from '../../../core/calc/ovulation.ts'
import { Caution } from '../calculators/Caution.tsx'
import { useDays } from './signs-words.ts'

/**
 * The luteal phase learned from the visitor's confirmed cycles, with its spread, or how many more
 * confirmed cycles it needs (issue 51, item 3; `learnedLutealPhase`).
 *
 * A luteal phase of 10 days or fewer is flagged as worth discussing with a doctor, never named as a
 * diagnosis. The ASRM Practice Committee ("Diagnosis and treatment of luteal phase deficiency: a
 * committee opinion", Fertil Steril 2021;115:1416–1423, abstract read 2026) calls luteal phase
 * deficiency "a clinical diagnosis associated with an abnormal luteal phase length of ≤10 days",
 * says progesterone "is important for the process of implantation", and that the deficiency "has not
 * been proven to be an independent entity causing infertility": hence "may make it harder for a
 * pregnancy to implant", with that last point said too.
 */
export function LearnedLuteal({ learned }: { learned: Learned }) {
  const intl = useIntl()
  const { days, dayRange } = useDays()
  const usual = days(LUTEAL_PHASE.default)
  return (
    <div className="learned-luteal">
      {learned.learned && learned.mean !== null && learned.shortest !== null && learned.longest !== null ? (
        <p>
          {intl.formatMessage(
            { id: 'signs.luteal.learned' },
            {
              mean: days(learned.mean, 1),
              count: learned.count,
              range: dayRange(learned.shortest, learned.longest),
            },
          )}
          {` ${intl.formatMessage(
            {
              id:
                learned.luteal === LUTEAL_PHASE.default
                  ? 'signs.luteal.countBackUsual'
                  : 'signs.luteal.countBack',
            },
            { luteal: days(learned.luteal), usual },
          )}`}
          {learned.clamped &&
            ` ${intl.formatMessage(
              { id: 'signs.luteal.kept' },
              { range: dayRange(LUTEAL_PHASE.min, LUTEAL_PHASE.max) },
            )}`}
        </p>
      ) : (
        <p>{intl.formatMessage({ id: 'signs.luteal.needed' }, { needed: learned.needed, usual })}</p>
      )}
      {learned.shortCycles > 0 && (
        <Caution lead={intl.formatMessage({ id: 'signs.luteal.shortLead' })}>
          <p>
            {intl.formatMessage(
              { id: 'signs.luteal.short' },
              { shortCycles: learned.shortCycles, count: learned.count, limit: days(SHORT_LUTEAL_DAYS) },
            )}
          </p>
        </Caution>
      )}
    </div>
  )
}
