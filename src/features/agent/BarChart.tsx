/**
 * A small bar chart with its words: the drawing (canvas, from a library loaded on first use) is
 * for the eye, its text alternative says what it shows, and the figures or table beside it stay
 * the full account. If the library cannot load or draw (offline without a copy, no canvas), only
 * the drawing is missing: the caption, the text and the table are still there.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { BarsSpec, drawBars } from './draw-bars';

export function BarChart({ spec, title, description, testId }: { spec: BarsSpec; title: string; description: string; testId: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  // Drawn again only when what it shows changes, not on every render of the page around it.
  const key = JSON.stringify({ labels: spec.labels, series: spec.series, height: spec.height });
  const draw = useEffectEvent((drawWith: typeof drawBars, target: HTMLElement) => drawWith(target, spec));

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let destroy: (() => void) | null = null;
    let cancelled = false;
    // WARNING: the one way into the chart library: a dynamic import, so it is a chunk of its own.
    import('./draw-bars')
      .then((chart) => {
        if (cancelled) return;
        destroy = draw(chart.drawBars, target);
        setDrawn(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [key]);

  return (
    <figure className="agent-chart" data-testid={testId} data-drawn={drawn ? 'true' : 'false'}>
      <figcaption className="agent-chart__title">{title}</figcaption>
      <div ref={box} className="agent-chart__plot" role="img" aria-label={description} style={{ minHeight: spec.height }} />
    </figure>
  );
}
