import type { ReactNode } from 'react';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { useMeta } from './MetaProvider';
import { mayDo } from './meta';
import { pageRefusal } from './refusal';

/**
 * The page for holders of the view right on `entity`, the refusal page (naming the permission
 * that would open it) for the others. The page is passed as an element, so its hooks (and its
 * loading) never run without the right.
 */
export function RequireView({ entity, children }: { entity: string; children: ReactNode }) {
  const meta = useMeta();
  if (!mayDo(meta, entity, 'view')) return <NotAllowedPage refusal={pageRefusal(meta, entity)} />;
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
