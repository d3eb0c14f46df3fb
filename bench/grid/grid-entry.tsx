// The grid bench page: <DataGrid> with the playground's 12 generated columns, timed in the
// page. Every figure ends at "the next frame": a requestAnimationFrame callback followed by a
// posted message, which runs once that frame's style, layout and paint are done.
import { createRoot, type Root } from 'react-dom/client';
import {
  GENERATED_COLUMNS,
  generatedRows,
} from '../../src/client/app/playground/grid/grid-samples';
import { DataGrid } from '../../src/client/grid/DataGrid';
import '../../src/client/styles.css';

const TIMEOUT_MS = 60_000;
const SCROLL_HEIGHT = 640;

export interface ScrollFigures {
  /** Work per frame while scrolling through: from the frame's start to the end of its paint. */
  frames: number[];
}

export interface GridBench {
  /** Mounts a grid of `rows` rows; ms from the render call to the frame showing its rows. */
  mount(rows: number, reorderable?: boolean): Promise<number>;
  /** Scrolls the mounted grid from top to bottom, `step` px a frame. */
  scroll(step: number): Promise<ScrollFigures>;
  /** Puts row `id` in edit mode and changes it (untimed); ms from Save to the row in view mode. */
  saveToView(id: number): Promise<number>;
}

declare global {
  interface Window {
    gridBench: GridBench;
  }
}

/** The time at the end of the first frame in which `ready()` holds. */
function frameWhen(ready: () => boolean): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (ready()) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      } else if (performance.now() - started > TIMEOUT_MS) reject(new Error('timed out'));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

const host = document.getElementById('root') as HTMLElement;
let root: Root | undefined;
const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`);
const scroller = () => document.querySelector('table[role="grid"]')?.parentElement as HTMLElement;

async function mount(count: number, reorderable = true): Promise<number> {
  root?.unmount();
  host.replaceChildren();
  const rows = generatedRows(count);
  // A frame between grids, so the old one's teardown is not timed with the new one.
  await frameWhen(() => true);
  root = createRoot(host);
  const started = performance.now();
  root.render(
    <DataGrid
      label="Bench grid"
      columns={GENERATED_COLUMNS}
      rows={rows}
      reorderable={reorderable}
      maxHeight={SCROLL_HEIGHT}
    />,
  );
  return (await frameWhen(() => row(1) !== null)) - started;
}

function scroll(step: number): Promise<ScrollFigures> {
  const box = scroller();
  box.scrollTop = 0;
  const frames: number[] = [];
  return new Promise((resolve) => {
    const next = (frameStart: number) => {
      const atEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
      box.scrollTop += step;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        frames.push(performance.now() - frameStart);
        if (atEnd) resolve({ frames: frames.slice(1) });
        else requestAnimationFrame(next);
      };
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(next);
  });
}

async function saveToView(id: number): Promise<number> {
  scroller().scrollTop = 0;
  await frameWhen(() => row(id) !== null);
  row(id)?.querySelector<HTMLButtonElement>('[data-action="edit"]')?.click();
  await frameWhen(() => row(id)?.dataset.mode === 'edit');
  const input = row(id)?.querySelector<HTMLInputElement>('td[data-field="name"] input');
  if (!input) throw new Error('the name editor is not on the page');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, `Saved ${id}`);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const save = row(id)?.querySelector<HTMLButtonElement>('[data-action="save"]');
  const started = performance.now();
  save?.click();
  const done = () =>
    row(id)?.dataset.mode === 'view' &&
    row(id)?.querySelector('td[data-field="name"]')?.textContent === `Saved ${id}`;
  return (await frameWhen(done)) - started;
}

window.gridBench = { mount, scroll, saveToView };
