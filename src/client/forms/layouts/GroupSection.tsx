import type { ReactNode } from 'react';
import type { Section } from '../layout-registry';
import { useGroupShown } from '../use-form';

/** A group's section; disappears when the group is hidden or none of its fields is visible. */
export function GroupSection({
  section,
  children,
}: {
  section: Section;
  children(shown: boolean): ReactNode;
}) {
  const hasGroup = section.group.id !== '__fields';
  const shown = useGroupShown(section.group.id);
  if (hasGroup && !shown) return null;
  return <>{children(true)}</>;
}
