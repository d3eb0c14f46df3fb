import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import type { NotificationEntry } from '../../../engine/wire/notifications';
import { adminPath } from '../layout/Navigation';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { CriticalAlerts } from './CriticalAlerts';
import { NotificationBell } from './NotificationBell';
import { appPath } from './notification-state';
import { useNotifications } from './use-notifications';

/**
 * The header's notifications: the bell and the live critical alerts, for those who may read
 * notifications (every role holding My Tasks); nothing for the others.
 */
export function Notifications() {
  const meta = useMeta();
  const allowed = mayDo(meta, 'notification', 'view');
  const notifications = useNotifications(allowed);
  const navigate = useNavigate();
  if (!allowed) return null;
  const open = (entry: NotificationEntry) => {
    if (!entry.readAt) void notifications.markRead(entry.id);
    else notifications.dismiss(entry.id);
    // One without a link of its own opens its record.
    navigate(appPath(entry.link) ?? adminPath(`notification/l/detail/${entry.id}`));
  };
  return (
    <>
      <NotificationBell
        entries={notifications.entries}
        unread={notifications.unread}
        error={notifications.error}
        onOpen={open}
      />
      {/* Out of the header: its backdrop blur makes it the box a fixed child is placed and
          stacked in, so a list's sticky column headers (z-30 too, later on the page) covered
          the alert's Open and Dismiss. */}
      {createPortal(
        <CriticalAlerts
          alerts={notifications.alerts}
          onOpen={open}
          onDismiss={(entry) => notifications.dismiss(entry.id)}
        />,
        document.body,
      )}
    </>
  );
}
