import { useEffect, useId, useState } from 'react';
import { mayTake } from '../../../engine/permissions/transitions';
import type { PageScreen } from '../../../engine/registry/types';
import type { QueueRow } from '../../../engine/wire/visit-queue';
import { failureMessage, toApiFailure } from '../../api/failure';
import { http } from '../../api/session';
import { inputClass } from '../../forms/field-style';
import { primaryButtonClass } from '../../forms/widgets/shared';
import { useRemembered } from '../../state/remembered';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { useEngineUser } from '../models/engine-user';
import { PageHeading } from '../models/PageHeading';
import { QueueTable } from './QueueTable';
import { useVisitQueue } from './use-visit-queue';

interface Department {
  id: number;
  name: string;
}

const isIdOrNull = (value: unknown) => value === null || (typeof value === 'number' && value > 0);

/**
 * The department queue page: today's visits of one department (chosen once, remembered), those
 * waiting in call order, with "Call next" into the doctor's room (remembered too) and each
 * visit's own workflow steps. Live: every call and move anywhere re-reads it (socket.io).
 */
export function VisitQueuePage({ screen }: { screen: PageScreen }) {
  const meta = useMeta();
  const departmentId = useId();
  const roomId = useId();
  const [department, setDepartment] = useRemembered<number | null>(
    'visitQueue.department',
    null,
    isIdOrNull,
  );
  const [room, setRoom] = useRemembered<string>(
    'visitQueue.room',
    '',
    (v) => typeof v === 'string',
  );
  const [departments, setDepartments] = useState<Department[]>();
  const [message, setMessage] = useState<{ text: string; problem: boolean }>();
  const [calling, setCalling] = useState(false);
  const { queue, error, read } = useVisitQueue(department);
  const user = useEngineUser(meta);
  // The same rule the server applies to call-next: the visit's move to In Consultation.
  const callStep = meta.models.visit?.workflow?.transitions.find((t) => t.to === 'In Consultation');
  const mayCall =
    !!callStep &&
    mayDo(meta, 'visit', 'detail') &&
    mayTake(callStep, user, mayDo(meta, 'visit', 'edit'));

  useEffect(() => {
    http
      .get<{ rows: Department[] }>('/api/models/department', {
        params: { pageSize: 200, sort: 'name', direction: 'asc' },
      })
      .then(({ data }) => setDepartments(data.rows))
      .catch((failure) =>
        setMessage({ text: failureMessage(toApiFailure(failure)), problem: true }),
      );
  }, []);

  const name = (row: QueueRow) =>
    queue?.titles.patient?.[String(row.patient)] ?? `Patient #${row.patient}`;

  const callNext = async () => {
    if (department === null) return;
    setCalling(true);
    try {
      const { data } = await http.post<{ queue_number: number; patient: number; room: string }>(
        '/api/queue/call-next',
        { department, room },
      );
      const patient = queue?.titles.patient?.[String(data.patient)];
      setMessage({
        text: `Called number ${data.queue_number}${patient ? `, ${patient},` : ''} to ${data.room}.`,
        problem: false,
      });
      void read();
    } catch (failure) {
      setMessage({ text: failureMessage(toApiFailure(failure)), problem: true });
    } finally {
      setCalling(false);
    }
  };

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <PageHeading title={queue ? `${screen.title}: ${queue.department.name}` : screen.title}>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={departmentId} className="text-sm font-medium">
              Department
            </label>
            <select
              id={departmentId}
              value={department ?? ''}
              onChange={(event) =>
                setDepartment(event.target.value ? Number(event.target.value) : null)
              }
              className={`${inputClass} min-h-[38px] w-56 text-sm`}
            >
              <option value="">Choose a department</option>
              {departments?.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
          {mayCall && (
            <form
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void callNext();
              }}
            >
              <div className="flex flex-col gap-1">
                <label htmlFor={roomId} className="text-sm font-medium">
                  Room
                </label>
                <input
                  id={roomId}
                  value={room}
                  required
                  maxLength={40}
                  placeholder="e.g. OPD 3"
                  onChange={(event) => setRoom(event.target.value)}
                  className={`${inputClass} min-h-[38px] w-32 text-sm`}
                />
              </div>
              <button
                type="submit"
                disabled={department === null || calling || !room.trim()}
                className={primaryButtonClass}
              >
                {calling ? 'Calling...' : 'Call next'}
              </button>
            </form>
          )}
        </div>
      </PageHeading>
      <p role="status" className={message?.problem ? 'text-red-600 dark:text-red-400' : 'text-sm'}>
        {message?.text}
      </p>
      {error && (
        <p role="alert" className="text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {department === null && (
        <p className="text-slate-600 dark:text-slate-300">Choose a department to see its queue.</p>
      )}
      {queue && (
        <>
          <QueueTable
            caption={`Waiting (${queue.waiting.length}), in call order`}
            rows={queue.waiting}
            name={name}
            onMoved={() => void read()}
            onProblem={(text) => setMessage({ text, problem: true })}
          />
          <QueueTable
            caption={`In consultation (${queue.inConsultation.length})`}
            rows={queue.inConsultation}
            name={name}
            onMoved={() => void read()}
            onProblem={(text) => setMessage({ text, problem: true })}
            recall={mayCall}
          />
          <QueueTable
            caption={`Seen or left today (${queue.ended.length})`}
            rows={queue.ended}
            name={name}
            onMoved={() => void read()}
            onProblem={(text) => setMessage({ text, problem: true })}
          />
        </>
      )}
    </div>
  );
}
