import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { FIGURE_KEYS, type TFigures } from '@showfloor/contracts';

// Only what a grouped bar chart needs: the chunk of this page carries no other chart type.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** One colour per figure, readable on white and told apart without colour by the legend's order. */
const COLORS: Record<(typeof FIGURE_KEYS)[number], string> = {
  visits: '#1677ff',
  favorites: '#eb2f96',
  meetings: '#52c41a',
  enquiries: '#fa8c16',
  cards: '#722ed1',
};

/**
 * The figures per day as grouped bars. The canvas is a picture for sighted readers; the same numbers are in the
 * table beside it (FiguresTable), which is what assistive technology reads.
 */
export function FiguresChart({
  days,
  labels,
  dayLabel,
}: {
  days: TFigures['days'];
  labels: Record<(typeof FIGURE_KEYS)[number], string>;
  dayLabel: (day: string) => string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: days.map((d) => dayLabel(d.day)),
        datasets: FIGURE_KEYS.map((k) => ({
          label: labels[k],
          data: days.map((d) => d[k]),
          backgroundColor: COLORS[k],
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
      },
    });
    return () => chart.destroy();
  }, [days, labels, dayLabel]);
  return (
    <div className="sf-figures-chart">
      <canvas ref={canvas} aria-hidden="true" data-testid="figures-chart" />
    </div>
  );
}
