import { useSnapshot } from 'valtio';
import type { ChatContact } from '../../../../engine/wire/chat';
import { shared } from '../../../state/shared';

/** The people one may chat with, those online first, each with an online dot and new messages. */
export function PeopleList(props: {
  contacts: ChatContact[];
  selected?: number;
  unread: Record<number, number>;
  onSelect(id: number): void;
}) {
  const { onlineUsers } = useSnapshot(shared);
  const online = new Set(onlineUsers.map((user) => user.id));
  const people = [...props.contacts].sort(
    (a, b) => Number(online.has(b.id)) - Number(online.has(a.id)),
  );
  return (
    <nav
      aria-label="People"
      className="overflow-y-auto border-slate-200 md:border-r dark:border-slate-800"
    >
      <ul className="space-y-1 p-2">
        {people.map((person) => {
          const isOnline = online.has(person.id);
          const count = props.unread[person.id] ?? 0;
          return (
            <li key={person.id}>
              <button
                type="button"
                aria-current={props.selected === person.id ? 'true' : undefined}
                onClick={() => props.onSelect(person.id)}
                className={`flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm ${
                  props.selected === person.id
                    ? 'bg-sky-700 text-white'
                    : 'hover:bg-slate-100 dark:hover:bg-slate-800'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`size-2.5 shrink-0 rounded-full ${isOnline ? 'bg-emerald-500' : 'bg-slate-300 dark:bg-slate-600'}`}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{person.name}</span>
                  <span className="block truncate text-xs opacity-75">
                    {person.role} · {isOnline ? 'Online' : 'Offline'}
                  </span>
                </span>
                {count > 0 && (
                  <span className="rounded-full bg-red-600 px-2 text-xs text-white">
                    {count}
                    <span className="sr-only"> new</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
