import type { ReactNode } from 'react';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';

/** A page the signed-in person's rights do not open: said plainly, with the page's name. */
export function NoAccess({ title, what }: { title: string; what: string }) {
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p role="alert" className="text-slate-700 dark:text-slate-300">
        You do not have permission to view {what}.
      </p>
    </section>
  );
}

/**
 * The page for holders of the view right on `entity`, NoAccess for the others. The page is
 * passed as an element, so its hooks (and its loading) never run without the right.
 */
export function RequireView({
  entity,
  title,
  children,
}: {
  entity: string;
  title: string;
  children: ReactNode;
}) {
  const meta = useMeta();
  if (!mayDo(meta, entity, 'view')) return <NoAccess title={title} what={entity} />;
  return children;
}

/** The add, edit and delete rights on `entity`, as the server decided them. */
export function useRights(entity: string) {
  const meta = useMeta();
  return {
    add: mayDo(meta, entity, 'add'),
    edit: mayDo(meta, entity, 'edit'),
    delete: mayDo(meta, entity, 'delete'),
  };
}
