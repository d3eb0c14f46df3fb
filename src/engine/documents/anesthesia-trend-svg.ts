/**
 * The printed anesthesia record's trend as one SVG drawing, used as it is by the PDF (pdfmake's
 * svg node) and the browser's print view (an image), so paper and download show the same
 * chart: heart rate, systolic and diastolic pressure and SpO2 over the record's time on one
 * scale from 0 (beats/min, mmHg and % share it, as on the paper anesthesia chart), the pressure
 * as the paper chart's arrows (systolic v, diastolic ^), heart rate with dots, SpO2 dashed with
 * squares, so a black-and-white copy still tells them apart. A missing value breaks its line.
 */
import type { AnesthesiaTrend, AnesthesiaTrendPoint } from './anesthesia-record-types';

/** The drawing's size in points: the width of an A4 page inside 15 mm margins. */
export const TREND_WIDTH = 510;
export const TREND_HEIGHT = 200;

// Room at the left for the scale's numbers and at the right for half a time label.
const PLOT = { left: 30, right: TREND_WIDTH - 14, top: 8, bottom: TREND_HEIGHT - 42 };
const FONT = 'font-family="Roboto, Helvetica, Arial, sans-serif"';
const GRID = '#cbd5e1';
const INK = '#334155';

type Field = keyof Omit<AnesthesiaTrendPoint, 'minute'>;
interface Line {
  field: Field;
  colour: string;
  width: number;
  dash?: string;
  mark: (x: number, y: number, colour: string) => string;
}

const r = (n: number) => String(Math.round(n * 10) / 10);
const dot = (x: number, y: number, c: string) =>
  `<circle cx="${r(x)}" cy="${r(y)}" r="1.5" fill="${c}"/>`;
const chevron = (dy: number) => (x: number, y: number, c: string) =>
  `<path d="M${r(x - 2.6)} ${r(y + dy)} L${r(x)} ${r(y)} L${r(x + 2.6)} ${r(y + dy)}" fill="none" stroke="${c}" stroke-width="0.9"/>`;
const square = (x: number, y: number, c: string) =>
  `<rect x="${r(x - 1.3)}" y="${r(y - 1.3)}" width="2.6" height="2.6" fill="${c}"/>`;

const LINES: Line[] = [
  { field: 'heart_rate', colour: '#b91c1c', width: 1, mark: dot },
  { field: 'bp_systolic', colour: '#1d4ed8', width: 0.7, mark: chevron(-3.6) },
  { field: 'bp_diastolic', colour: '#1d4ed8', width: 0.7, mark: chevron(3.6) },
  { field: 'spo2', colour: '#047857', width: 1.1, dash: '3 2', mark: square },
];

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const label = (x: number, y: number, text: string, anchor: 'start' | 'middle' | 'end') =>
  `<text x="${r(x)}" y="${r(y)}" ${FONT} font-size="7" fill="${INK}" text-anchor="${anchor}">${xmlText(text)}</text>`;

/** The top of the scale: 200, or the next 20 above a higher value. */
function scaleTop(points: readonly AnesthesiaTrendPoint[]): number {
  const values = points.flatMap((p) => LINES.map((line) => p[line.field] ?? 0));
  return Math.max(200, Math.ceil(Math.max(...values) / 20) * 20);
}

function legend(): string {
  const items: [string, (x: number, y: number) => string][] = [
    [
      'Heart rate (beats/min)',
      (x, y) => `${stroke(x, y, LINES[0] as Line)}${dot(x + 9, y, '#b91c1c')}`,
    ],
    [
      'Blood pressure, systolic v and diastolic ^ (mmHg)',
      (x, y) =>
        `${chevron(-3.6)(x + 5, y + 1.5, '#1d4ed8')}${chevron(3.6)(x + 13, y - 1.5, '#1d4ed8')}`,
    ],
    ['SpO₂ (%)', (x, y) => `${stroke(x, y, LINES[3] as Line)}${square(x + 9, y, '#047857')}`],
  ];
  let x = PLOT.left;
  const y = TREND_HEIGHT - 8;
  return items
    .map(([text, sample]) => {
      const drawn = `${sample(x, y - 2.5)}${label(x + 22, y, text, 'start')}`;
      x += 30 + text.length * 3.6;
      return drawn;
    })
    .join('');
}

function stroke(x: number, y: number, line: Line): string {
  const dash = line.dash ? ` stroke-dasharray="${line.dash}"` : '';
  return `<line x1="${r(x)}" y1="${r(y)}" x2="${r(x + 18)}" y2="${r(y)}" stroke="${line.colour}" stroke-width="${line.width}"${dash}/>`;
}

export function anesthesiaTrendSvg(trend: AnesthesiaTrend): string {
  const top = scaleTop(trend.points);
  const width = PLOT.right - PLOT.left;
  const height = PLOT.bottom - PLOT.top;
  const xOf = (minute: number) => PLOT.left + (trend.span > 0 ? minute / trend.span : 0.5) * width;
  const yOf = (value: number) => PLOT.bottom - (value / top) * height;
  const parts: string[] = [];
  for (let value = 0; value <= top; value += 20) {
    const y = yOf(value);
    parts.push(
      `<line x1="${PLOT.left}" y1="${r(y)}" x2="${PLOT.right}" y2="${r(y)}" stroke="${GRID}" stroke-width="${value === 0 ? 0.8 : 0.4}"/>`,
    );
    if (value % 40 === 0) parts.push(label(PLOT.left - 3, y + 2.4, String(value), 'end'));
  }
  for (const tick of trend.ticks) {
    const x = xOf(tick.minute);
    parts.push(
      `<line x1="${r(x)}" y1="${PLOT.top}" x2="${r(x)}" y2="${PLOT.bottom + 3}" stroke="${GRID}" stroke-width="0.4"/>`,
      label(x, PLOT.bottom + 12, tick.label, 'middle'),
    );
  }
  // A mark on every entry when they stand 6 points apart or more, else on every n-th.
  const apart = width / Math.max(1, trend.points.length - 1);
  const every = Math.max(1, Math.ceil(6 / apart));
  for (const line of LINES) {
    const dash = line.dash ? ` stroke-dasharray="${line.dash}"` : '';
    let run: string[] = [];
    const flush = () => {
      if (run.length > 1)
        parts.push(
          `<polyline points="${run.join(' ')}" fill="none" stroke="${line.colour}" stroke-width="${line.width}" stroke-linejoin="round"${dash}/>`,
        );
      run = [];
    };
    trend.points.forEach((point, index) => {
      const value = point[line.field];
      if (value === null) {
        flush();
        return;
      }
      const [x, y] = [xOf(point.minute), yOf(value)];
      run.push(`${r(x)},${r(y)}`);
      if (index % every === 0) parts.push(line.mark(x, y, line.colour));
    });
    flush();
  }
  parts.push(legend());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TREND_WIDTH}" height="${TREND_HEIGHT}" viewBox="0 0 ${TREND_WIDTH} ${TREND_HEIGHT}">${parts.join('')}</svg>`;
}
