import { beforeEach, describe, expect, it } from 'vitest';
import {
  closeAllPanels,
  closePanel,
  isPanelOpen,
  openPanel,
  panels,
} from '../../../src/client/state/panels';

describe('mutually exclusive panels', () => {
  beforeEach(() => closeAllPanels());

  it('opening one panel closes whichever was open', () => {
    openPanel('form-dialog');
    expect(isPanelOpen(panels.open, 'form-dialog')).toBe(true);
    openPanel('detail-sidebar');
    expect(isPanelOpen(panels.open, 'detail-sidebar')).toBe(true);
    expect(isPanelOpen(panels.open, 'form-dialog')).toBe(false);
    openPanel('form-sidebar');
    openPanel('detail-dialog');
    expect(panels.open).toEqual({ kind: 'detail-dialog', id: 'detail-dialog' });
  });

  it('tells apart two panels of the same kind by id', () => {
    openPanel('form-dialog', 'patient');
    expect(isPanelOpen(panels.open, 'form-dialog', 'patient')).toBe(true);
    expect(isPanelOpen(panels.open, 'form-dialog', 'invoice')).toBe(false);
    openPanel('form-dialog', 'invoice');
    expect(isPanelOpen(panels.open, 'form-dialog', 'patient')).toBe(false);
  });

  it('a late close of another panel leaves the open one alone', () => {
    openPanel('form-sidebar');
    closePanel('form-dialog');
    expect(isPanelOpen(panels.open, 'form-sidebar')).toBe(true);
    closePanel('form-sidebar');
    expect(panels.open).toBeNull();
  });
});
