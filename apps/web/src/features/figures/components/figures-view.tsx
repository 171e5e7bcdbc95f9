import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FIGURE_KEYS, type TFigures } from '@showfloor/contracts';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { figuresCsv, figuresOptions } from '../api/figures-api.ts';
import { FiguresChart } from './figures-chart.tsx';
import './figures.css';

/** 2026-05-12 as the fair's days read on a phone: 05-12. */
const shortDay = (day: string) => day.slice(5);

/** The exhibitor's leads and figures: totals, the chart per day, the same numbers as a table, and the CSV. */
export function FiguresView({ bventId, accountId }: { bventId: string; accountId: string }) {
  const { t } = useTranslation();
  const figures = useQuery(figuresOptions(bventId, accountId));
  const labels = useMemo(
    () =>
      Object.fromEntries(FIGURE_KEYS.map((k) => [k, t(`figures_${k}`)])) as Record<
        (typeof FIGURE_KEYS)[number],
        string
      >,
    [t],
  );
  const dayLabel = useCallback((day: string) => shortDay(day), []);
  if (figures.isError) return <LoadFailed error={figures.error} onRetry={() => void figures.refetch()} />;
  if (!figures.data) return <div className="sf-card" aria-busy="true" />;
  const f: TFigures = figures.data;
  const exportCsv = () =>
    figuresCsv(bventId)
      .then((file) => saveFile(file, 'text/csv'))
      .catch((e: unknown) => showToast(e instanceof Error ? e.message : String(e), TOAST_MS));
  return (
    <div className="sf-figures" data-testid="figures">
      <ul className="sf-figures-totals" aria-label={t('figures_totals')}>
        {FIGURE_KEYS.map((k) => (
          <li key={k} className="sf-card sf-figures-total" data-testid={`figures-total-${k}`}>
            <span className="sf-figures-total-n">{f.totals[k]}</span>
            <span className="sf-figures-total-label">{labels[k]}</span>
          </li>
        ))}
      </ul>
      {/* The totals count the days before and after the fair too; the table only the fair's days. */}
      <p className="sf-figures-note" data-testid="figures-totals-note">
        {t('figures_totals_note')}
      </p>
      {f.days.length === 0 ? (
        <InlineState title={t('figures_no_days')} />
      ) : (
        <section className="sf-card" aria-labelledby="figures-per-day">
          <h2 id="figures-per-day" className="sf-figures-title">
            {t('figures_per_day')}
          </h2>
          <FiguresChart days={f.days} labels={labels} dayLabel={dayLabel} />
          <div className="sf-figures-table-wrap" tabIndex={0} role="region" aria-labelledby="figures-per-day">
            <table className="sf-figures-table" data-testid="figures-table">
              <thead>
                <tr>
                  <th scope="col">{t('figures_day')}</th>
                  {FIGURE_KEYS.map((k) => (
                    <th key={k} scope="col">
                      {labels[k]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {f.days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{shortDay(d.day)}</th>
                    {FIGURE_KEYS.map((k) => (
                      <td key={k}>{d[k]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <button
        type="button"
        className="sf-button sf-button--ghost sf-button--block"
        onClick={() => void exportCsv()}
        data-testid="figures-csv"
      >
        {t('figures_export_csv')}
      </button>
    </div>
  );
}
