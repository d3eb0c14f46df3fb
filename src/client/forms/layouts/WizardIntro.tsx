import type { LayoutProps, Section } from '../layout-registry';
import { GroupSection } from './GroupSection';
import { FormHeader, SectionFrame } from './SectionFrame';

/** What both wizards show above their steps: the header and the fields of no group. */
export function WizardIntro({
  layout,
  ungrouped,
  frame,
}: {
  layout: LayoutProps;
  ungrouped: Section | undefined;
  /** Classes of the frame around the ungrouped fields. */
  frame: string;
}) {
  return (
    <>
      <FormHeader
        title={layout.title}
        subtitle={layout.subtitle}
        style={{
          root: 'flex',
          title: 'text-xl font-semibold tracking-tight',
          subtitle: 'mt-1 text-sm text-slate-500 dark:text-slate-400',
        }}
      />
      {ungrouped && (
        <GroupSection section={ungrouped}>
          {() => (
            <SectionFrame section={ungrouped} style={{ frame, heading: '' }}>
              {layout.renderFields(ungrouped)}
            </SectionFrame>
          )}
        </GroupSection>
      )}
    </>
  );
}
