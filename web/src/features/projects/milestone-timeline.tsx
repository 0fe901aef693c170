import { formatUtc, formatUtcDay, milestoneTimeline, salesStartOf, type Project } from '@workhub/domain';
import { useNow } from '../../components/kit';
import { milestoneLabel } from './project-facts';

/** A group drawn as a point still gets this much width (a percent of the timeline), so its name reads. */
const MIN_WIDTH = 0.5;
const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/**
 * The client tab's milestone timeline (supporting spec section 4: the milestone groups with their row
 * position; colour is not shown): five rows between the project's opening and now; each group with a
 * reached milestone on its row, spanning its milestones, each milestone a mark with its date. Groups
 * not reached yet and those without milestones of their own are named below, not drawn at a made-up
 * time (domain milestoneTimeline).
 */
export function MilestoneTimeline({ project }: { project: Project }) {
  const now = new Date(useNow(60_000)).toISOString();
  const timeline = milestoneTimeline(project.milestones, salesStartOf(project.phases, project.milestones, now), now);
  return (
    <section className="tab-section" data-testid="milestone-timeline">
      <h2>Milestone timeline</h2>
      <div className="ms-axis hint">
        <span>{formatUtcDay(timeline.start)} opened</span>
        <span>{formatUtcDay(timeline.end)}</span>
      </div>
      <div className="ms-rows">
        {timeline.rows.map(({ row, groups }) => (
          <div key={row} className="ms-row" data-testid="timeline-row" data-row={row} aria-label={`Row ${row}`} role="group">
            {groups.map((group) => (
              <div
                key={group.name}
                // A group near the end has its name on its left, inside the timeline.
                className={group.from > 0.7 ? 'ms-group ms-group-end' : 'ms-group'}
                data-testid="timeline-group"
                data-group={group.name}
                style={{
                  left: percent(Math.min(group.from, 1 - MIN_WIDTH / 100)),
                  width: percent(Math.max(group.to - group.from, MIN_WIDTH / 100)),
                }}
              >
                <span className="ms-group-name">
                  {group.name}{' '}
                  <span className="ms-group-days">
                    {formatUtcDay(group.marks[0]!.at)}
                    {group.marks.length > 1 && ` → ${formatUtcDay(group.marks[group.marks.length - 1]!.at)}`}
                  </span>
                </span>
                {group.marks.map((mark) => (
                  <span
                    key={mark.milestone}
                    className="ms-mark"
                    data-testid="timeline-mark"
                    data-mark={mark.milestone}
                    style={{ left: group.to > group.from ? percent((mark.position - group.from) / (group.to - group.from)) : '0%' }}
                    title={`${milestoneLabel(mark.milestone)} ${formatUtc(mark.at)}`}
                    aria-label={`${milestoneLabel(mark.milestone)} ${formatUtc(mark.at)}`}
                  />
                ))}
              </div>
            ))}
          </div>
        ))}
      </div>
      <p className="hint" data-testid="timeline-not-drawn">
        {timeline.waiting.length > 0 && <>Not reached yet: {timeline.waiting.map((g) => `${g.name} (row ${g.row})`).join(', ')}. </>}
        No milestones of their own (their work is on the base, pipe and build pages): {timeline.elsewhere.join(', ')}.
      </p>
    </section>
  );
}
