import type { OnlineUser } from '../../engine/wire/chat';

/**
 * Who is online in this process: a user stays online while any of their tabs or devices is
 * connected. (Several server processes will share this through Redis, DESIGN.md 5.)
 */
export class Presence {
  private readonly sockets = new Map<number, Set<string>>();
  private readonly users = new Map<number, OnlineUser>();

  /** Records a connection; true when it brought the user online. */
  connect(user: OnlineUser, socketId: string): boolean {
    const open = this.sockets.get(user.id) ?? new Set<string>();
    const wasOnline = open.size > 0;
    open.add(socketId);
    this.sockets.set(user.id, open);
    this.users.set(user.id, user);
    return !wasOnline;
  }

  /** Forgets a connection; true when it was the user's last one. */
  disconnect(userId: number, socketId: string): boolean {
    const open = this.sockets.get(userId);
    if (!open?.delete(socketId)) return false;
    if (open.size > 0) return false;
    this.sockets.delete(userId);
    this.users.delete(userId);
    return true;
  }

  /** Everyone online, by name. */
  list(): OnlineUser[] {
    return [...this.users.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }
}
