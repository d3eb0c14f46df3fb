import { type CSSProperties, useMemo } from 'react';
import type { GroupSchema } from '../../../engine/types';
import { FormEngine } from '../../forms/FormEngine';
import { FIELD_STYLE_VARS } from '../../forms/field-style';
import { PreviewBoundary } from '../preview/PreviewBoundary';
import { previewFormProps } from '../preview/preview-protocol';
import { useHeightReports } from '../preview/use-height-reports';
import { usePreviewChannel } from '../preview/use-preview-channel';

/** Spec 9 preview defaults: outlined fields 46px high, border 1.3px, focus 1.7px, radius 5px. */
const PREVIEW_FIELD_STYLE = {
  [FIELD_STYLE_VARS.height]: '46px',
  [FIELD_STYLE_VARS.border]: '1.3px',
  [FIELD_STYLE_VARS.focus]: '1.7px',
  [FIELD_STYLE_VARS.radius]: '5px',
} as CSSProperties;

const NO_GROUPS: GroupSchema[] = [];

/**
 * `/preview` (spec 2.7, DESIGN.md 3.5): a form rendered from data its parent frame sends.
 * Open to anyone: it holds nothing but what the (allowed) parent posts to it.
 */
export function PreviewPage() {
  const { payload, post } = usePreviewChannel();
  const formProps = useMemo(() => payload && previewFormProps(payload), [payload]);
  useHeightReports(payload, post);

  return (
    <main data-preview="" data-variant="outlined" style={PREVIEW_FIELD_STYLE} className="p-4">
      {payload && formProps ? (
        <PreviewBoundary resetKey={payload}>
          <FormEngine
            schema={payload.schema}
            groups={payload.groups ?? NO_GROUPS}
            formData={payload.formData}
            {...formProps}
          />
        </PreviewBoundary>
      ) : (
        <p role="status" className="py-10 text-center text-slate-500 dark:text-slate-400">
          Waiting for data...
        </p>
      )}
    </main>
  );
}
