/**
 * WARNING: bundle boundary. This module and the chart library it imports load only through the
 * dynamic import in BarChart.tsx, i.e. only on the agent pages that draw a chart; a static import
 * of it anywhere would put the library into that page's chunk or, worse, the first one
 * (scripts/check-first-chunk.ts refuses the latter).
 * Two grouped bar series on a shared money scale that always shows zero, sized to its box.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface BarsSpec {
  /** A label per slot; empty where the slot goes unlabelled. */
  labels: string[];
  series: { label: string; values: number[]; colour: string }[];
  height: number;
  formatValue: (value: number) => string;
}

const AXIS = { stroke: '#9aa3b2', grid: { stroke: '#ffffff14', width: 1 }, ticks: { show: false } } as const;

/** Bars from 0 whichever side their value is on, with room above and below. */
function withZero(_u: uPlot, min: number, max: number): uPlot.Range.MinMax {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  const pad = (high - low) * 0.08 || 1;
  return [low < 0 ? low - pad : 0, high + pad];
}

export function drawBars(target: HTMLElement, spec: BarsSpec): () => void {
  const slots = spec.labels.map((_, index) => index);
  const bar = (align: -1 | 1) => uPlot.paths.bars!({ size: [0.4, 28], align, gap: 1 });
  const chart = new uPlot(
    {
      width: Math.max(160, target.clientWidth),
      height: spec.height,
      cursor: { show: false },
      legend: { show: true, live: false },
      scales: { x: { time: false, range: [-0.6, slots.length - 0.4] }, y: { range: withZero } },
      axes: [
        { ...AXIS, grid: { show: false }, splits: () => slots, values: (_u, splits) => splits.map((index) => spec.labels[index] ?? '') },
        { ...AXIS, size: 56, values: (_u, splits) => splits.map(spec.formatValue) },
      ],
      series: [
        {},
        ...spec.series.map((series, index) => ({
          label: series.label,
          stroke: series.colour,
          fill: series.colour,
          width: 0,
          fillTo: 0,
          points: { show: false },
          paths: bar(index === 0 ? -1 : 1),
        })),
      ],
    },
    [slots, ...spec.series.map((series) => series.values)],
    target,
  );
  // Follows its box (a rotated phone, an opened side menu) without drawing anew.
  const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(160, target.clientWidth), height: spec.height }));
  resize.observe(target);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
