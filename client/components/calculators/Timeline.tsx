import { useIntl } from 'react-intl'
import {
  milestoneStatus,
  milestonesByTrimester,
  milestoneText,
  timelineMilestones,
} from '../../../core/calc/development.ts'

/**
 * The milestones of docs/product.md §3 grouped by trimester, each past, current or future against the
 * completed weeks (null before the pregnancy is counted); choosing one opens it and closes any other.
 * An exclusive accordion of HTML (`<details name>`): it answers a press in the same frame, with
 * or without JavaScript, and needs no machine.
 */
export function Timeline({ completedWeeks }: { completedWeeks: number | null }) {
  const intl = useIntl()
  const milestones = timelineMilestones(intl.locale)
  return (
    <section className="timeline" aria-labelledby="timeline-title">
      <h3 id="timeline-title">{intl.formatMessage({ id: 'timeline.title' })}</h3>
      <p className="hint">{intl.formatMessage({ id: 'timeline.intro' })}</p>
      {milestonesByTrimester(milestones).map((group) => (
        <div key={group.trimester}>
          <h4>{intl.formatMessage({ id: 'calc.trimesterValue' }, { n: group.trimester })}</h4>
          <ol>
            {group.milestones.map((milestone) => {
              const status = milestoneStatus(milestones, milestone.index, completedWeeks)
              const text = milestoneText(milestone)
              return (
                <li key={milestone.key} className={`milestone ${status}`}>
                  <details name="milestones" id={`milestone-${milestone.key}`}>
                    <summary>
                      <span className="milestone-week">
                        {intl.formatMessage({ id: 'calc.weeksLabel' }, { weeks: milestone.week })}
                      </span>
                      <span>{intl.formatMessage({ id: text.title })}</span>
                      <span className="milestone-status">
                        {intl.formatMessage({ id: `timeline.${status}` })}
                      </span>
                    </summary>
                    <p>{intl.formatMessage({ id: text.description })}</p>
                  </details>
                </li>
              )
            })}
          </ol>
        </div>
      ))}
    </section>
  )
}
