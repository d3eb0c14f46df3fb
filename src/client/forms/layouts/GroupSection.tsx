import type { ReactNode } from 'react';
import type { Section } from '../layout-registry';
import { useShownGroups } from './use-shown-groups';

/** A group's section; disappears when the group is hidden or none of its fields is visible. */
export function GroupSection({
  section,
  children,
}: {
  section: Section;
  children(shown: boolean): ReactNode;
}) {
  const shown = useShownGroups([section.group.id]).has(section.group.id);
  if (!shown) return null;
  return <>{children(true)}</>;
}
