import { type LayoutProps, registerLayout } from '../layout-registry';
import { GroupSection } from './GroupSection';

/** `panel`: titled cards per group, in a light or dark panel style. */
export function PanelLayout(props: LayoutProps) {
  const dark = props.panelStyle === 'dark';
  return (
    <div className="flex flex-col gap-5">
      {props.title && (
        <header>
          <h2 className="text-xl font-semibold">{props.title}</h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">{props.subtitle}</p>
        </header>
      )}
      {props.sections.map((section) => (
        <GroupSection key={section.group.id} section={section}>
          {() => (
            <section
              aria-label={section.group.name || undefined}
              className={`rounded-lg border p-5 shadow-sm ${dark ? 'border-slate-700 bg-slate-900 text-slate-100' : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'}`}
            >
              {section.group.name && (
                <h3 className="mb-4 text-base font-semibold">{section.group.name}</h3>
              )}
              {props.renderFields(section)}
            </section>
          )}
        </GroupSection>
      ))}
      {props.renderSubmit()}
    </div>
  );
}

registerLayout('panel', PanelLayout);
