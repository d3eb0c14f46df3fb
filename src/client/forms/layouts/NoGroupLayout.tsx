import { useMemo } from 'react';
import { type LayoutProps, registerLayout } from '../layout-registry';
import { FormHeader, panelStyleClass } from './SectionFrame';
import { flattenSections, planSections } from './section-plan';
import { TabbedSections, type TabSkin } from './TabbedSections';

const tabs: TabSkin = {
  root: '',
  list: 'flex flex-wrap gap-4 border-b border-slate-200 dark:border-slate-700',
  tab: '-mb-px border-b-2 py-2 text-sm font-medium transition-colors',
  active: 'border-slate-900 text-slate-900 dark:border-slate-100 dark:text-white',
  idle: 'border-transparent text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200',
  panel: 'pt-5',
};

/**
 * `no-group`: every field in one plain grid, without section chrome. Fields of hidden groups
 * still disappear (each field row asks whether its group is shown). Groups flagged as tab keep
 * their tabbed area under the grid, since the tab flag asks for it explicitly (spec 2.9).
 */
export function NoGroupLayout(props: LayoutProps) {
  const { sections } = props;
  const grid = useMemo(() => flattenSections(sections), [sections]);
  const tabbed = useMemo(
    () => planSections(sections).flatMap((block) => (block.kind === 'tabs' ? block.sections : [])),
    [sections],
  );
  return (
    <div className={panelStyleClass(props.panelStyle)}>
      <div className="flex flex-col gap-6 text-slate-900 dark:text-slate-100">
        <FormHeader
          title={props.title}
          subtitle={props.subtitle}
          style={{
            root: 'flex',
            title: 'text-xl font-semibold tracking-tight',
            subtitle: 'mt-1 text-sm text-slate-500 dark:text-slate-400',
          }}
        />
        {grid.fields.length > 0 && props.renderFields(grid)}
        {tabbed.length > 0 && (
          <TabbedSections sections={tabbed} renderFields={props.renderFields} skin={tabs} />
        )}
        {props.renderSubmit()}
      </div>
    </div>
  );
}

registerLayout('no-group', NoGroupLayout);
