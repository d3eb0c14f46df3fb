/**
 * What `GET /api/meta` says a user may not open (`needs`, `closedScreens`), so the browser can
 * tell "your role may not open this, it takes X" from an unknown address: one definition for
 * the server that answers (routes/meta-refusals.ts) and the browser that reads.
 */
import type { EntityAction } from '../permissions/can';

/** An entity this user may not do everything with: its title and, per missing right, what grants it. */
export interface EntityRefusal {
  title: string;
  /** Action -> the permissions any one of which would allow it (the matrix's list). */
  lacks: Partial<Record<EntityAction, string[]>>;
}

/** A screen left out of this user's meta, by the routes it answers. */
export interface ClosedScreen {
  title: string;
  routes: string[];
  /** Any one of these would open it (the view right of an entity it shows). */
  permissions: string[];
}

/**
 * Per entity, the rights this user lacks and the permissions that grant them, and the screens
 * their meta leaves out. Only permission names and titles: no record, field or schema of what
 * is refused.
 */
export interface Refusals {
  needs: Record<string, EntityRefusal>;
  closedScreens: ClosedScreen[];
}
