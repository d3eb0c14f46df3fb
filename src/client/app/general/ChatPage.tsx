import { proxy, useSnapshot } from 'valtio';
import { appRealtime } from '../../api/realtime';
import { useSession } from '../guards/use-session';
import { PageTitle } from '../layout/PageTitle';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { pageRefusal } from '../meta/refusal';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { Composer } from './chat/Composer';
import { Conversation } from './chat/Conversation';
import { PeopleList } from './chat/PeopleList';
import { useChat } from './chat/use-chat';

const OFFLINE = proxy({ connected: false });

/** Chat (spec 2.1): who is online, one conversation at a time, over the real-time connection. */
export function ChatPage() {
  const meta = useMeta();
  const { user } = useSession();
  const me = user?.id ?? 0;
  const chat = useChat(me);
  const status = useSnapshot(appRealtime()?.status ?? OFFLINE);
  if (!mayDo(meta, 'chat', 'view')) return <NotAllowedPage refusal={pageRefusal(meta, 'chat')} />;
  const other = chat.contacts.find((person) => person.id === chat.withId);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-3">
      <div className="flex items-center justify-between">
        <PageTitle parts={['Chat']} />
        <h1 className="text-2xl font-semibold">Chat</h1>
        <span role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {status.connected ? 'Connected' : 'Connecting…'}
        </span>
      </div>
      {chat.error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {chat.error}
        </p>
      )}
      <div className="grid h-[70vh] min-h-96 overflow-hidden rounded-xl border border-slate-200 bg-white md:grid-cols-[280px_1fr] dark:border-slate-800 dark:bg-slate-900">
        <PeopleList
          contacts={chat.contacts}
          selected={chat.withId}
          unread={chat.unread}
          onSelect={chat.open}
        />
        <div className="flex min-h-0 flex-col">
          {other ? (
            <>
              <Conversation name={other.name} me={me} messages={chat.messages} />
              {mayDo(meta, 'chat', 'add') && (
                <Composer to={other.name} disabled={!status.connected} onSend={chat.send} />
              )}
            </>
          ) : (
            <p className="m-auto p-6 text-slate-500 dark:text-slate-400">
              Choose someone to chat with.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
