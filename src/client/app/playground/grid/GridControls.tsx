import { useId } from 'react';
import type { EditorStyle, GridFlags } from '../../../grid/core/types';
import { GRID_SAMPLES } from './grid-samples';
import type { GridConfig } from './use-grid-config';

export const controlClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900';

const STYLES: { id: EditorStyle; name: string }[] = [
  { id: 'row', name: 'Row (inline)' },
  { id: 'dialog', name: 'Dialog' },
  { id: 'sidebar', name: 'Sidebar' },
];

const FLAGS: { id: keyof GridFlags; name: string }[] = [
  { id: 'addable', name: 'Addable' },
  { id: 'editable', name: 'Editable' },
  { id: 'deletable', name: 'Deletable' },
  { id: 'reorderable', name: 'Reorderable' },
];

/** Sample, editor style and flags of the grid playground. */
export function GridControls({ config }: { config: GridConfig }) {
  const ids = { sample: useId(), style: useId(), flag: useId() };
  return (
    <>
      <label htmlFor={ids.sample} className="flex flex-col text-xs font-medium">
        Sample
        <select
          id={ids.sample}
          value={config.sampleId}
          onChange={(event) => config.pickSample(event.target.value)}
          className={controlClass}
        >
          {GRID_SAMPLES.map((sample) => (
            <option key={sample.id} value={sample.id}>
              {sample.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.style} className="flex flex-col text-xs font-medium">
        Editor style
        <select
          id={ids.style}
          value={config.editorStyle}
          onChange={(event) => config.setEditorStyle(event.target.value as EditorStyle)}
          className={controlClass}
        >
          {STYLES.map((style) => (
            <option key={style.id} value={style.id}>
              {style.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-wrap items-center gap-3 pb-1.5 text-sm">
        <legend className="sr-only">Grid flags</legend>
        {FLAGS.map((flag) => (
          <label
            key={flag.id}
            htmlFor={`${ids.flag}-${flag.id}`}
            className="flex items-center gap-1.5"
          >
            <input
              id={`${ids.flag}-${flag.id}`}
              type="checkbox"
              checked={config.flags[flag.id]}
              onChange={(event) => config.setFlag(flag.id, event.target.checked)}
              className="size-4 accent-sky-600"
            />
            {flag.name}
          </label>
        ))}
      </fieldset>
    </>
  );
}
