import { proxy } from 'valtio';
import { DEFAULT_SETTINGS, type EngineSettings } from '../../engine/types';
import type { OnlineUser } from '../../engine/wire/chat';
import type { SessionUser } from '../../machines/session';

export interface UploadProgress {
  /** A transfer is under way. */
  active: boolean;
  direction: 'upload' | 'download';
  /** 0 to 100. */
  percent: number;
}

export interface SharedState {
  /** Fed by every call's upload and download progress (spec 7); read by progress cards. */
  uploadProgress: UploadProgress;
  /** Currency (ETB), country code (+251), time zone, fraction setting, hospital type. */
  settings: EngineSettings;
  /** The signed-in user, or null. */
  user: SessionUser | null;
  onlineUsers: OnlineUser[];
}

/**
 * The state widgets and pages share (spec 8 list), in one valtio proxy: components read it with
 * `useSnapshot(shared)` and re-render only for the parts they read.
 */
export const shared = proxy<SharedState>({
  uploadProgress: { active: false, direction: 'upload', percent: 0 },
  settings: { ...DEFAULT_SETTINGS },
  user: null,
  onlineUsers: [],
});

/** Records a transfer's progress; 100 percent ends it. */
export function reportProgress(direction: UploadProgress['direction'], percent: number): void {
  shared.uploadProgress = { active: percent < 100, direction, percent };
}
