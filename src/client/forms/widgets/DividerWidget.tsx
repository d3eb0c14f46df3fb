import { isType, registerWidget, type WidgetProps } from '../widget-registry';

/** divider: a labelled separator between fields; it holds no value. */
export function DividerWidget({ label, field }: WidgetProps) {
  const text = field.label ?? label;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a captioned separator; <hr> cannot hold its caption
    <div role="separator" aria-label={text || undefined} className="flex items-center gap-3 py-2">
      <span className="h-px flex-1 bg-slate-300 dark:bg-slate-600" />
      {text && (
        <span className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
          {text}
        </span>
      )}
      <span className="h-px flex-1 bg-slate-300 dark:bg-slate-600" />
    </div>
  );
}

registerWidget({
  name: 'divider',
  rank: 1,
  tester: isType('divider'),
  component: DividerWidget,
  ownLabel: true,
});
