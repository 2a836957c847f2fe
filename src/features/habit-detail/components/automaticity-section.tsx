/**
 * The habit page's "How automatic it is" (docs/domain.md "Automaticity check-in"): the latest
 * check-in ("5.0 / 7"), the check-ins as a chart with Lally's fitted curve, the days left to 95 %
 * of the plateau (or "reached its plateau") with the fit's uncertainty in words, a line on the
 * study, and the check-in itself at any time ("Check in now"). The figures are
 * lib/use-automaticity.ts'.
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AutomaticityChart } from '@/components/charts/automaticity-chart';
import { CheckInForm } from '@/components/automaticity/check-in-form';
import { checkInStatusText, useSaveCheckIn } from '@/components/automaticity/use-save-check-in';
import { Button } from '@/components/ui/button';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { automaticityText } from '@/lib/automaticity/check-in-words';
import { formatDay } from '@/lib/i18n/format';
import { waitsForNetwork } from '@/lib/offline/waits-for-network';
import type { IsoDate } from '@shared/scores/dates';
import { useAutomaticity, type AutomaticityModel } from '../lib/use-automaticity';
import './automaticity-section.css';

interface HabitRef {
  id: number;
  name: string;
  color: string | null;
  created_at: string;
}

export function AutomaticitySection({ habit, today }: { habit: HabitRef; today: IsoDate }) {
  const { t } = useLingui();
  const model = useAutomaticity(habit, today);
  const [open, setOpen] = useState(false);
  const titleId = `automaticity-${habit.id}`;
  return (
    <section className="detail-section automaticity-section" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        <Trans>How automatic it is</Trans>
      </h2>
      {waitsForNetwork(model.read) && model.points.length === 0 ? (
        <NeedsConnection />
      ) : (
        <AutomaticityFigures habit={habit} model={model} />
      )}
      {/* The study, in one line. */}
      <p className="field-hint">
        <Trans>
          Lally et al. (2010) followed 96 people forming a new habit: automaticity rose along a
          curve that levels off, reaching 95 % of its plateau after 18 to 254 days (66 for half of
          them).
        </Trans>
      </p>
      {open ? (
        <DetailCheckIn habit={habit} today={today} model={model} onClose={() => setOpen(false)} />
      ) : (
        <Button variant="secondary" className="btn-small" onClick={() => setOpen(true)}>
          {model.todays ? t`Change today’s check-in` : t`Check in now`}
        </Button>
      )}
    </section>
  );
}

function AutomaticityFigures({ habit, model }: { habit: HabitRef; model: AutomaticityModel }) {
  const { latest, fit, words } = model;
  if (!latest)
    return (
      <p className="field-hint">
        <Trans>
          No check-in yet. Once a week, four statements say how automatic it feels; after three, the
          curve shows when it is likely to level off.
        </Trans>
      </p>
    );
  return (
    <>
      <dl className="stat-grid">
        <div className="stat">
          <dt>
            <Trans>Automaticity</Trans>
          </dt>
          <dd>{automaticityText(latest.value)}</dd>
        </div>
        <div className="stat">
          <dt>
            <Trans>Last check-in</Trans>
          </dt>
          <dd>{formatDay(latest.date, 'dayMonthYear')}</dd>
        </div>
      </dl>
      <AutomaticityChart
        name={habit.name}
        color={habit.color ?? 'var(--brand)'}
        points={model.points}
        fit={fit.kind === 'fit' ? fit : null}
        ageToday={model.ageToday}
      />
      <p className="automaticity-estimate">{words.headline}</p>
      {words.range ? <p className="field-hint">{words.range}</p> : null}
    </>
  );
}

function DetailCheckIn({
  habit,
  today,
  model,
  onClose,
}: {
  habit: HabitRef;
  today: IsoDate;
  model: AutomaticityModel;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { state, save } = useSaveCheckIn(habit, today);
  return (
    <CheckInForm
      habitName={habit.name}
      headingLevel={3}
      initial={model.todays}
      onAnswers={save}
      status={checkInStatusText(state)}
      actions={
        <Button variant="ghost" className="btn-small" onClick={onClose}>
          {state.kind === 'saved' ? t`Done` : t`Close`}
        </Button>
      }
    />
  );
}
