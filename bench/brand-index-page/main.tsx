/**
 * The page of the brand index bench: mounts the index screen's chart part (the share chart, the table
 * beside it and the brands compared) over 48 months × 5 brands and reports, through
 * `window.__brandIndexBench`, how long it takes until the chart is painted. Figures are taken on the
 * page's main thread; the keyword table below the chart is the workbench, benched on its own.
 */
import '../../src/ui/styles.css';
import '../../src/features/brands/brands.css';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { BrandIndexSeries } from '../../src/domain/contracts/brands.ts';
import { BrandSummaryTable } from '../../src/features/brands/brand-summary-table.tsx';
import { ChartControls } from '../../src/features/brands/chart-controls.tsx';
import type { ChartKind, MonthSpan } from '../../src/features/brands/index-search.ts';
import { ShareChart } from '../../src/features/brands/share-chart.tsx';
import { shareSeries } from '../../src/features/brands/share-series.ts';
import { ShareTable } from '../../src/features/brands/share-table.tsx';

export interface IndexFigures {
  readonly months: number;
  readonly brands: number;
  /** From the render call until every brand's area or line has its path and the frame is painted. */
  readonly firstPaint: number;
  /** Of which the render itself (React and recharts, synchronous). */
  readonly firstRender: number;
  /** Stacked area → lines, until the lines are painted. */
  readonly switchToLines: number;
  /** 48 → 12 months, until painted. */
  readonly spanTo12: number;
}

const NAMES = ['adidas', 'nike', 'puma', 'asics', 'new balance', 'reebok', 'fila', 'vans'];

/** Deterministic volumes with a season and a trend per brand; shares are each month's part of the total. */
function generate(months: number, brands: number): { months: string[]; totals: number[]; brands: BrandIndexSeries[] } {
  const keys = Array.from({ length: months }, (_, i) => {
    const at = 2022 * 12 + 11 + i;
    return `${Math.floor(at / 12)}${String((at % 12) + 1).padStart(2, '0')}`;
  });
  const volumes = Array.from({ length: brands }, (_, b) => keys.map((_, i) => Math.round((100_000 / (b + 1)) * (1 + 0.3 * Math.sin((i + b) / 1.9)) * (1 + (b % 2 === 0 ? 1 : -1) * i * 0.004))));
  const totals = keys.map((_, i) => volumes.reduce((sum, v) => sum + (v[i] ?? 0), 0));
  return {
    months: keys,
    totals,
    brands: volumes.map((v, b) => ({
      brand_id: b + 1,
      name: NAMES[b] ?? `brand ${b + 1}`,
      position: b,
      volumes: v,
      shares: v.map((count, i) => count / (totals[i] ?? 1)),
      volume_change: { month: { current: v[months - 1] ?? null, previous: v[months - 13] ?? null, change: 0.05 }, twelve_months: { current: null, previous: null, change: -0.02 } },
      share_change: 0.01 * (b - 2),
      seasonality: { seasonal: b % 2 === 0, peak: 12, season: [11, 12, 1] },
    })),
  };
}

function IndexPart({ index, chart, months }: { index: ReturnType<typeof generate>; chart: ChartKind; months: MonthSpan }) {
  const series = shareSeries(index.months, index.brands, months);
  return (
    <main className="screen brands-screen" style={{ width: 1400 }}>
      <ChartControls chart={chart} months={months} onChart={() => undefined} onMonths={() => undefined} />
      <div className="brand-share">
        <figure className="brand-share-figure">
          <ShareChart series={series} kind={chart} />
        </figure>
        <ShareTable index={index} span={months} />
      </div>
      <BrandSummaryTable brands={index.brands} month={index.months[index.months.length - 1] ?? null} />
    </main>
  );
}

/** The synchronous part of the last timed render (React and recharts), before layout and paint. */
let renderMs = 0;
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Waits (frame by frame) until the chart has `count` drawn series of the kind. */
async function chartDrawn(kind: ChartKind, count: number): Promise<void> {
  const selector = kind === 'area' ? '.recharts-area-area' : '.recharts-line-curve';
  for (let frames = 0; frames < 600; frames += 1) {
    const paths = [...document.querySelectorAll(selector)].filter((p) => (p.getAttribute('d') ?? '') !== '');
    if (paths.length >= count) return painted();
    await painted();
  }
  throw new Error(`the ${kind} chart was not drawn`);
}

async function timed(root: Root, render: () => React.ReactNode, kind: ChartKind, count: number): Promise<number> {
  const t0 = performance.now();
  flushSync(() => root.render(render()));
  renderMs = performance.now() - t0;
  await chartDrawn(kind, count);
  return performance.now() - t0;
}

async function run(months: number, brands: number): Promise<IndexFigures> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const index = generate(months, brands);
  const firstPaint = await timed(root, () => <IndexPart index={index} chart="area" months={48} />, 'area', brands);
  const firstRender = renderMs;
  const switchToLines = await timed(root, () => <IndexPart index={index} chart="lines" months={48} />, 'lines', brands);
  const spanTo12 = await timed(root, () => <IndexPart index={index} chart="lines" months={12} />, 'lines', brands);
  root.unmount();
  host.remove();
  return { months, brands, firstPaint, firstRender, switchToLines, spanTo12 };
}

(window as unknown as { __brandIndexBench: typeof run }).__brandIndexBench = run;
