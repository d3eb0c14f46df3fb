import type { ReactNode } from 'react';
import type { LayoutProps } from '../layout-registry';
import { GroupSection } from './GroupSection';
import {
  FormHeader,
  type FrameStyle,
  type HeaderStyle,
  panelStyleClass,
  SectionFrame,
} from './SectionFrame';
import { planSections } from './section-plan';
import { TabbedSections, type TabSkin } from './TabbedSections';

/** Everything that makes one non-wizard layout look like itself. */
export interface LayoutSkin {
  root: string;
  header: HeaderStyle;
  /** Marks around the title (cross, stamp, status bar): before and after the text. */
  headerBefore?: ReactNode;
  headerAfter?: ReactNode;
  /** Drawn at the very top of the root, above the header (status bars, bands). */
  top?: ReactNode;
  /** Wraps the sections and the submit area (padding under a full-bleed header). */
  body: string;
  frame: FrameStyle;
  tabs: TabSkin;
  footer?: string;
  /** Drawn at the very bottom of the root (a device's home indicator). */
  bottom?: ReactNode;
}

/**
 * The shared skeleton of every non-wizard layout (spec 2.9): title and subtitle, one titled
 * section per shown group, the tab groups together in one tabbed area, then the submit area.
 */
export function LayoutShell({ layout, skin }: { layout: LayoutProps; skin: LayoutSkin }) {
  return (
    <div className={panelStyleClass(layout.panelStyle)}>
      <div className={skin.root}>
        {skin.top}
        <FormHeader
          title={layout.title}
          subtitle={layout.subtitle}
          style={skin.header}
          before={skin.headerBefore}
          after={skin.headerAfter}
        />
        <div className={skin.body}>
          {planSections(layout.sections).map((block) =>
            block.kind === 'tabs' ? (
              <TabbedSections
                key="__tabs"
                sections={block.sections}
                renderFields={layout.renderFields}
                skin={skin.tabs}
              />
            ) : (
              <GroupSection key={block.section.group.id} section={block.section}>
                {() => (
                  <SectionFrame section={block.section} style={skin.frame}>
                    {layout.renderFields(block.section)}
                  </SectionFrame>
                )}
              </GroupSection>
            ),
          )}
          <div className={skin.footer}>{layout.renderSubmit()}</div>
        </div>
        {skin.bottom}
      </div>
    </div>
  );
}
