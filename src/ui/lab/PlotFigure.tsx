/**
 * One Observable Plot chart in React: `make` builds the chart's options for the width the figure
 * has (its box's width, up to `maxWidth`), Plot draws it as SVG, and it is drawn again when the
 * options or the width change. Plot owns the figure's children; React only the box.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as Plot from '@observablehq/plot';

/** Dark page, light text: Plot draws axes and labels in currentColor. */
export const PLOT_STYLE = { background: 'transparent', color: '#cbd5e1', fontSize: '11px', overflow: 'visible' } as const;

export function PlotFigure({ make, maxWidth = 720, testId, title }: {
  readonly make: (width: number) => Plot.PlotOptions;
  readonly maxWidth?: number;
  readonly testId?: string;
  /** A heading over the chart, in the page's own type (Plot's title would draw it in its figure). */
  readonly title?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current!;
    const measure = () => setWidth(Math.floor(Math.min(maxWidth, el.clientWidth)));
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, [maxWidth]);
  useEffect(() => {
    if (width < 60) return;
    const chart = Plot.plot({ style: PLOT_STYLE, ...make(width) });
    box.current!.querySelector('.plot-slot')!.replaceChildren(chart);
    return () => chart.remove();
  }, [make, width]);
  return (
    <div className="lab-chart" ref={box} data-testid={testId}>
      {title && <h4>{title}</h4>}
      <div className="plot-slot" />
    </div>
  );
}
