import { type ReactNode, useContext, useId } from 'react';
import { FormViewContext } from '../form-view';
import type { Section } from '../layout-registry';

/** A group's heading: one level below the form's title (FormView `titleLevel`). */
export function useGroupHeading(): 'h2' | 'h3' {
  return useContext(FormViewContext).titleLevel === 1 ? 'h2' : 'h3';
}

/** How one layout draws a group's section. */
export interface FrameStyle {
  /** The section box (add `relative` when `decor` positions itself). */
  frame: string;
  heading: string;
  body?: string;
  /** Drawn inside the box before everything else (corner accents, rules). */
  decor?: ReactNode;
  /** Drawn before the heading text, inside the heading (markers, icons). */
  marker?: ReactNode;
}

/**
 * A group's titled section (a `region` named by its heading). The leading section of
 * ungrouped fields has an empty name and so no heading.
 */
export function SectionFrame({
  section,
  style,
  children,
}: {
  section: Section;
  style: FrameStyle;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = useGroupHeading();
  const name = section.group.name;
  return (
    <section
      aria-labelledby={name ? headingId : undefined}
      data-group={section.group.id}
      className={style.frame}
    >
      {style.decor}
      {name && (
        <Heading id={headingId} className={style.heading}>
          {style.marker}
          <span>{name}</span>
        </Heading>
      )}
      <div className={`tena-section-body ${style.body ?? ''}`}>{children}</div>
    </section>
  );
}

export interface HeaderStyle {
  root: string;
  title: string;
  subtitle: string;
}

/** The form's title and subtitle; `before`/`after` hold a layout's own marks (cross, stamp). */
export function FormHeader({
  title,
  subtitle,
  style,
  before,
  after,
}: {
  title?: string;
  subtitle: string;
  style: HeaderStyle;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const Title = useContext(FormViewContext).titleLevel === 1 ? 'h1' : 'h2';
  if (!title && !subtitle) return null;
  return (
    <header className={style.root}>
      {before}
      <div className="min-w-0 flex-1">
        {title && <Title className={style.title}>{title}</Title>}
        {subtitle && <p className={style.subtitle}>{subtitle}</p>}
      </div>
      {after}
    </header>
  );
}

/** Panel style dark forces the dark scheme on the whole form, whatever the page theme. */
export function panelStyleClass(panelStyle: 'light' | 'dark'): string {
  return panelStyle === 'dark' ? 'dark rounded-2xl bg-slate-950 p-4 text-slate-100 sm:p-6' : '';
}
