import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FieldState } from '../../engine/types';
import type { FormStore } from './form-store';

export const FormStoreContext = createContext<FormStore | null>(null);

export function useFormStore(): FormStore {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error('useFormStore must be used inside <FormEngine>');
  return store;
}

/** Re-renders when this field's state or visibility changes, and only then. */
export function useField(name: string): {
  state: FieldState;
  shown: boolean;
  bulkTicked: boolean | undefined;
} {
  const store = useFormStore();
  useSyncExternalStore(
    (listener) => store.subscribe(`f:${name}`, listener),
    () => store.version(`f:${name}`),
    () => store.version(`f:${name}`),
  );
  return {
    state: store.state(name),
    shown: store.session.isShown(name) && !store.isHeld(name),
    bulkTicked: store.bulkSelected ? store.bulkSelected.has(name) : undefined,
  };
}

/** A one-to-many field's rows as its table shows them now, edits in progress included. */
export function useRowsInProgress(name: string): readonly Record<string, unknown>[] {
  const store = useFormStore();
  useSyncExternalStore(
    (listener) => store.subscribe(`r:${name}`, listener),
    () => store.version(`r:${name}`),
    () => store.version(`r:${name}`),
  );
  useField(name);
  return store.rowsInProgress(name);
}
