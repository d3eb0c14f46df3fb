import type Quill from 'quill';
import { useEffect, useRef, useState } from 'react';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { editorHtml, TOOLBAR, themeClass } from './rich-text/quill-setup';
import { sanitizeHtml } from './rich-text/sanitize-html';

/** Spec 9: the rich editor is 320 px high unless the field sets its own height. */
const EDITOR_HEIGHT = 320;

/**
 * rich_text: a Quill 2 editor (snow theme), loaded on first use so it stays out of the main
 * bundle. The value is sanitized HTML; an empty document is ''.
 */
export function RichTextWidget(props: WidgetProps) {
  const { field, label, state, inputId, errorId, disabled, readOnly } = props;
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  const emitted = useRef<unknown>(undefined);
  const latest = useRef(props);
  latest.current = props;
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const height = field.height ?? EDITOR_HEIGHT;

  useEffect(() => {
    let cancelled = false;
    const el = host.current;
    Promise.all([import('quill'), import('quill/dist/quill.snow.css')])
      .then(([{ default: QuillClass }]) => {
        if (cancelled || !el) return;
        const container = document.createElement('div');
        container.style.height = `${height}px`;
        el.appendChild(container);
        const editor = new QuillClass(container, {
          theme: 'snow',
          placeholder: latest.current.field.placeholder,
          modules: { toolbar: TOOLBAR },
        });
        const start = latest.current.state.value;
        emitted.current = start;
        if (typeof start === 'string' && start) {
          editor.setContents(editor.clipboard.convert({ html: sanitizeHtml(start) }), 'silent');
        }
        editor.on('text-change', () => {
          const html = editorHtml(editor, sanitizeHtml);
          emitted.current = html;
          latest.current.onChange(html);
        });
        editor.on('selection-change', (range, previous) => {
          if (range === null && previous !== null) latest.current.onBlur();
        });
        quill.current = editor;
        setLoaded(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      quill.current = null;
      if (el) el.replaceChildren();
    };
  }, [height]);

  // A value changed from outside (a reset, a loaded record) replaces the document.
  useEffect(() => {
    const editor = quill.current;
    if (!editor || Object.is(emitted.current, state.value)) return;
    emitted.current = state.value;
    const html = typeof state.value === 'string' ? sanitizeHtml(state.value) : '';
    editor.setContents(editor.clipboard.convert({ html }), 'silent');
  }, [state.value]);

  useEffect(() => {
    const editor = quill.current;
    if (!editor || !loaded) return;
    editor.enable(!disabled && !readOnly);
    const root = editor.root;
    root.id = inputId;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-label', label);
    if (state.error) {
      root.setAttribute('aria-invalid', 'true');
      root.setAttribute('aria-describedby', errorId);
    } else {
      root.removeAttribute('aria-invalid');
      root.removeAttribute('aria-describedby');
    }
    if (field.required) root.setAttribute('aria-required', 'true');
    if (readOnly) root.setAttribute('aria-readonly', 'true');
    else root.removeAttribute('aria-readonly');
  }, [loaded, disabled, readOnly, inputId, label, state.error, errorId, field.required]);

  return (
    <div className={`${themeClass} ${disabled ? 'opacity-60' : ''}`}>
      <div ref={host} />
      {!loaded && (
        <div
          role="status"
          style={{ height }}
          className="flex items-center justify-center rounded-[5px] border-[1.5px] border-slate-300 text-sm text-slate-500 dark:border-slate-600 dark:text-slate-400"
        >
          {failed ? 'The editor could not be loaded.' : 'Loading editor…'}
        </div>
      )}
    </div>
  );
}

registerWidget({
  name: 'rich_text',
  rank: 1,
  tester: isType('rich_text'),
  component: RichTextWidget,
});
