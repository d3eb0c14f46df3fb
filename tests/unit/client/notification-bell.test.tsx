// The bell and the live critical alerts as drawn: the bell's accessible name carries the
// unread count (its badge is hidden from screen readers), and each critical alert is announced
// (role="alert") with Open and Dismiss.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CriticalAlerts } from '../../../src/client/app/notifications/CriticalAlerts';
import { NotificationBell } from '../../../src/client/app/notifications/NotificationBell';
import type { NotificationEntry } from '../../../src/engine/wire/notifications';

const potassium: NotificationEntry = {
  id: 9,
  title: 'Critical potassium: Abebe Kebede',
  message: 'Potassium 6.8 mmol/L (critical high) on LAB-2026-000001',
  link: '/admin/main/labRequest/l/detail/1',
  severity: 'critical',
  source: { model: 'labResult', id: 3 },
  task: 12,
  sentAt: '2026-11-25T04:30:00.000Z',
  readAt: null,
  readBy: null,
};

describe('NotificationBell', () => {
  it('is named by its unread count, with the badge hidden from screen readers', () => {
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(NotificationBell, { entries: [potassium], unread: 2, onOpen: () => {} }),
      ),
    );
    expect(html).toContain('aria-label="Notifications, 2 unread"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>2<\/span>/);
  });
});

describe('CriticalAlerts', () => {
  it('announces each critical notification with Open and Dismiss', () => {
    const html = renderToStaticMarkup(
      createElement(CriticalAlerts, { alerts: [potassium], onOpen: () => {}, onDismiss: () => {} }),
    );
    expect(html).toContain('role="alert"');
    // A title that does not say so is marked critical; one that does is not said twice.
    expect(html).toContain('>Critical potassium: Abebe Kebede</p>');
    expect(html).toContain('Potassium 6.8 mmol/L (critical high) on LAB-2026-000001');
    expect(html).toMatch(/>Open<\/button>/);
    expect(html).toMatch(/>Dismiss<\/button>/);
    const other = renderToStaticMarkup(
      createElement(CriticalAlerts, {
        alerts: [{ ...potassium, title: 'Haemoglobin 4.1 g/dL' }],
        onOpen: () => {},
        onDismiss: () => {},
      }),
    );
    expect(other).toContain('>Critical: Haemoglobin 4.1 g/dL</p>');
    expect(
      renderToStaticMarkup(
        createElement(CriticalAlerts, { alerts: [], onOpen: () => {}, onDismiss: () => {} }),
      ),
    ).toBe('');
  });
});
