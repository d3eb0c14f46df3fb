import { useEffect, useMemo, useState } from 'react';
import { checkColumnsText, checkRowsText } from '../../../grid/core/check-columns';
import type { EditorStyle, GridColumn, GridFlags, GridRow } from '../../../grid/core/types';
import { useDebounced } from '../use-debounced';
import { columnsText, GRID_SAMPLES, rowsText } from './grid-samples';

const CHECK_DELAY_MS = 300;

/** Keeps the last value that passed, so a half-typed edit does not blank the grid. */
function useLastGood<T>(value: T | undefined): T | undefined {
  const [good, setGood] = useState(value);
  useEffect(() => {
    if (value !== undefined) setGood(value);
  }, [value]);
  return good;
}

/**
 * The grid playground's settings: the pasted columns and rows (checked once typing pauses),
 * the editor style and the four flags.
 */
export function useGridConfig() {
  const first = GRID_SAMPLES[0];
  const [sampleId, setSampleId] = useState(first?.id ?? '');
  const [columnsSource, setColumnsSource] = useState(() => columnsText(first?.columns ?? []));
  const [rowsSource, setRowsSource] = useState(() => rowsText(first?.rows ?? []));
  const [editorStyle, setEditorStyle] = useState<EditorStyle>('row');
  const [flags, setFlags] = useState<GridFlags>({
    addable: true,
    editable: true,
    deletable: true,
    reorderable: true,
  });

  const settledColumns = useDebounced(columnsSource, CHECK_DELAY_MS);
  const settledRows = useDebounced(rowsSource, CHECK_DELAY_MS);
  const columnsCheck = useMemo(() => checkColumnsText(settledColumns), [settledColumns]);
  const rowsCheck = useMemo(() => checkRowsText(settledRows), [settledRows]);
  const columns = useLastGood<GridColumn[]>(columnsCheck.value);
  const rows = useLastGood<GridRow[]>(rowsCheck.value);

  return {
    sampleId,
    pickSample(id: string) {
      const sample = GRID_SAMPLES.find((candidate) => candidate.id === id);
      setSampleId(id);
      if (!sample) return;
      setColumnsSource(columnsText(sample.columns));
      setRowsSource(rowsText(sample.rows));
    },
    columnsSource,
    setColumnsSource,
    rowsSource,
    setRowsSource,
    columns,
    rows,
    problems: [
      ...columnsCheck.problems.map((p) => `Columns: ${p}`),
      ...rowsCheck.problems.map((p) => `Rows: ${p}`),
    ],
    editorStyle,
    setEditorStyle,
    flags,
    setFlag: (flag: keyof GridFlags, on: boolean) => setFlags((all) => ({ ...all, [flag]: on })),
  };
}

export type GridConfig = ReturnType<typeof useGridConfig>;
