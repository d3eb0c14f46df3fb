// In-page timing shared by both bench pages. Every figure ends at "the next frame": a
// requestAnimationFrame callback (the frame's rendering is about to run) followed by a posted
// message, which runs once that frame's style, layout and paint are done.
import type { Root } from 'react-dom/client';
import { type BenchField, type BenchForm, benchForm } from './form-spec';

/** What each library's page supplies: how to render the form and find its parts. */
export interface BenchAdapter {
  render(root: Root, form: BenchForm, onSubmit: () => void): void;
  /** The field's control (input, select or button), or null while it is not rendered. */
  control(field: BenchField): HTMLElement | null;
  /** The field's error message, or null while it has none. */
  error(field: BenchField): Element | null;
  submitButton(): HTMLElement | null;
}

export interface FormBench {
  /** Mounts a new form of `size` fields; ms from the render call to the frame showing it. */
  mount(size: number): Promise<number>;
  /** Focuses the typed field; the next keydown there is timed by `keystroke()`. */
  armKeystroke(): void;
  /** ms from the armed keydown to the frame after the field shows the typed character. */
  keystroke(): Promise<number>;
  /** ms from ticking the controller to the frame showing the dependent field; then unticks it. */
  dependentAppears(): Promise<number>;
  /** ms from clicking submit on the (empty) form to the frame showing the last field's error. */
  validateAll(): Promise<number>;
}

declare global {
  interface Window {
    formBench: FormBench;
  }
}

const TIMEOUT_MS = 60_000;

/**
 * Resolves with the time at the end of the first frame in which `ready()` holds. Both
 * libraries render a change synchronously inside the event (React's discrete events), and a
 * controlled input shows the old value until that render, so the check sees their work.
 */
function frameWhen(ready: () => boolean): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (ready()) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      } else if (performance.now() - started > TIMEOUT_MS) {
        reject(new Error('timed out waiting for the form'));
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

export function installHarness(adapter: BenchAdapter, createRoot: (el: Element) => Root): void {
  const found = document.getElementById('root');
  if (!found) throw new Error('the bench page has no #root');
  const host: Element = found;
  let root: Root | undefined;
  let form: BenchForm | undefined;
  let submitted = false;
  let pending: Promise<number> | undefined;

  const current = () => {
    if (!form) throw new Error('mount a form first');
    return form;
  };
  const need = (element: HTMLElement | null, what: string) => {
    if (!element) throw new Error(`${what} is not on the page`);
    return element;
  };

  async function mount(size: number): Promise<number> {
    root?.unmount();
    // A frame between forms, so the old one's teardown is not timed with the new one.
    await frameWhen(() => true);
    const next = benchForm(size);
    const fresh = createRoot(host);
    root = fresh;
    form = next;
    const last = next.groups.at(-1)?.fields.at(-1) as BenchField;
    const started = performance.now();
    adapter.render(fresh, next, () => {
      submitted = true;
    });
    return (await frameWhen(() => adapter.control(last) !== null)) - started;
  }

  function armKeystroke() {
    const input = need(adapter.control(current().typed), 'the typed field') as HTMLInputElement;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    pending = new Promise((resolve) => {
      const onKey = (event: KeyboardEvent) => {
        const started = performance.now();
        const expected = input.value + event.key;
        window.removeEventListener('keydown', onKey, true);
        resolve(frameWhen(() => input.value === expected).then((at) => at - started));
      };
      window.addEventListener('keydown', onKey, true);
    });
  }

  async function dependentAppears(): Promise<number> {
    const { controller, dependent } = current();
    const box = need(adapter.control(controller), 'the controlling checkbox');
    if (adapter.control(dependent)) throw new Error('the dependent field is already shown');
    const started = performance.now();
    box.click();
    const took = (await frameWhen(() => adapter.control(dependent) !== null)) - started;
    box.click();
    await frameWhen(() => adapter.control(dependent) === null);
    return took;
  }

  async function validateAll(): Promise<number> {
    const { lastRequired } = current();
    submitted = false;
    const started = performance.now();
    need(adapter.submitButton(), 'the submit button').click();
    const took = (await frameWhen(() => adapter.error(lastRequired) !== null)) - started;
    if (submitted) throw new Error('the empty form was submitted');
    return took;
  }

  window.formBench = {
    mount,
    armKeystroke,
    keystroke: () => pending ?? Promise.reject(new Error('armKeystroke() first')),
    dependentAppears,
    validateAll,
  };
}
