import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { compileForm } from '../../engine/form';
import {
  DEFAULT_SETTINGS,
  type EngineSettings,
  type EngineUser,
  type FieldSchema,
  type FormData,
  type GroupSchema,
} from '../../engine/types';
import { messages } from '../../engine/validation/messages';
import { Alert } from '../components/Alert';
import { FieldRow } from './FieldRow';
import { focusInvalidField } from './focus-invalid';
import { useElementSize } from './form-size';
import { FormStore, type RecordLoader } from './form-store';
import { FormViewContext, type TitleLevel } from './form-view';
import { type LayoutType, layoutFor, type Section } from './layout-registry';
import { SubmitArea, type SubmitType } from './SubmitArea';
import { FormStoreContext } from './use-form';
import { fetchRefRecord } from './widgets/select/ref-options';
import './layouts';
import './widgets';

export const DEFAULT_SUBTITLE = 'Please fill out the form below with the necessary information.';
const DEFAULT_GROUP_ID = '__fields';

export interface FormEngineProps {
  schema: Record<string, FieldSchema>;
  groups?: GroupSchema[];
  formData?: FormData | Record<string, unknown>;
  onChange?(data: FormData): void;
  onSubmit?(values: Record<string, unknown>, data: FormData): void | Promise<void>;
  groupType?: LayoutType;
  panelStyle?: 'light' | 'dark';
  title?: string;
  /** 1 when the form is the page and its title the page's heading; 2 (default) under one. */
  titleLevel?: TitleLevel;
  subtitle?: string;
  submitText?: string;
  submitType?: SubmitType;
  /** The schema marks the form busy: the submit button is disabled with a spinner. */
  loading?: boolean;
  /** Shown while loading when the form uploads files. */
  uploadProgress?: number;
  onClose?(): void;
  /** full_page: a page of its own (6-column grid; the close button reads Back). */
  fullPage?: boolean;
  bulk?: boolean;
  user?: EngineUser;
  settings?: Partial<EngineSettings>;
  labelPosition?: FieldSchema['labelPosition'];
  maxWidth?: number;
  /** Fields shown but not changed in this form (the server writes them). */
  readOnly?: readonly string[];
  /**
   * Optional fields left out until revealed (FormStore.hold): by a page's panel, or by a
   * refused save naming them. A filled one shows as any field does.
   */
  heldBack?: readonly string[];
  /** A refused save's field problems, each shown under its field. */
  problems?: readonly { field: string; message: string }[];
  /** What a page adds after a group's fields (a booking's free slots), inside the form. */
  renderAfterGroup?(groupId: string): ReactNode;
}

const ANONYMOUS: EngineUser = { role: 'Public Access', permissions: [] };

/** A record a fetched ref points at, read as the ref select reads one (its option's record). */
const loadRecord: RecordLoader = async (model, id) => {
  const record = (await fetchRefRecord(model, id))?.record;
  return record && typeof record === 'object' ? (record as Record<string, unknown>) : undefined;
};
/** One empty list for every form without groups: a new `[]` each render rebuilt the form. */
const NO_GROUPS: GroupSchema[] = [];
const NONE_READ_ONLY: readonly string[] = [];

// One pass over the fields: filtering them once per group took groups x fields steps.
function sectionsOf(schema: Record<string, FieldSchema>, groups: GroupSchema[]): Section[] {
  const byGroup = new Map<string, [string, FieldSchema][]>(groups.map((g) => [g.id, []]));
  const loose: [string, FieldSchema][] = [];
  for (const entry of Object.entries(schema)) {
    const group = entry[1].group;
    (group ? (byGroup.get(group) ?? loose) : loose).push(entry);
  }
  const sections = groups.map((group) => ({ group, fields: byGroup.get(group.id) ?? [] }));
  return loose.length > 0
    ? [{ group: { id: DEFAULT_GROUP_ID, name: '' }, fields: loose }, ...sections]
    : sections;
}

/**
 * From this many fields the browser may skip drawing sections that are off screen
 * (`content-visibility`, styles.css): on a 1,000-field form most of each keystroke's frame
 * went to repainting the whole page. Small forms draw everything, as before.
 */
export const LARGE_FORM_FIELDS = 200;

/** Renders a form from a schema, its groups and the current data (spec 2.9, 3.4, 4, 5). */
export function FormEngine(props: FormEngineProps) {
  const { schema, groups = NO_GROUPS, groupType = 'panel' } = props;
  const settings = useMemo(() => ({ ...DEFAULT_SETTINGS, ...props.settings }), [props.settings]);
  const form = useMemo(() => compileForm(schema, groups), [schema, groups]);
  const { heldBack } = props;
  const store = useMemo(() => {
    const made = new FormStore(
      form,
      props.formData ?? {},
      { user: props.user ?? ANONYMOUS, settings },
      props.bulk,
      loadRecord,
    );
    if (heldBack) made.hold(heldBack);
    return made;
  }, [form, props.formData, props.user, settings, props.bulk, heldBack]);
  const rootRef = useRef<HTMLFormElement>(null);
  const size = useElementSize(rootRef);
  const [ready, setReady] = useState(false);
  const [alert, setAlert] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const { onChange } = props;

  // A form first shows a loader, then the form (spec 2.9).
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(
    () => (onChange ? store.subscribe('form', () => onChange(store.session.data)) : undefined),
    [store, onChange],
  );
  const { problems } = props;
  useEffect(() => {
    if (problems?.length) store.showProblems(problems);
  }, [store, problems]);

  const sections = useMemo(() => sectionsOf(schema, groups), [schema, groups]);
  const columns = props.fullPage ? 6 : 12;
  const validateStep = useCallback(
    (groupId: string) =>
      store.bulkSelected ? true : store.validate({ activeGroup: groupId }).valid,
    [store],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = store.validate();
    if (!result.valid) {
      // Rendered now, so the fields mark their invalid controls before one is focused.
      flushSync(() => setAlert(messages.formInvalid));
      focusInvalidField(
        rootRef.current,
        result.errors.map((error) => error.field),
      );
      return;
    }
    // A correct submit answers the alert an earlier attempt raised.
    setAlert(undefined);
    setSubmitting(true);
    try {
      await props.onSubmit?.(store.submittedValues(), store.session.data);
    } finally {
      setSubmitting(false);
    }
  }

  const Layout = layoutFor(groupType);
  const busy = Boolean(props.loading) || submitting;
  // Every field row reads this context: a new object on each render (the alert opening or
  // hiding) would re-render every field of the form.
  const { labelPosition, readOnly = NONE_READ_ONLY, titleLevel = 2 } = props;
  const view = useMemo(
    () => ({
      size,
      labelPosition,
      disabled: busy,
      settings,
      columns,
      readOnly: new Set(readOnly),
      titleLevel,
    }),
    [size, labelPosition, busy, settings, columns, readOnly, titleLevel],
  );
  const width = groupType === 'paper-form' ? 'max-w-4xl' : 'max-w-6xl';
  return (
    <FormStoreContext.Provider value={store}>
      <FormViewContext.Provider value={view}>
        <form
          ref={rootRef}
          noValidate
          onSubmit={submit}
          className={`mx-auto w-full ${width}`}
          style={props.maxWidth ? { maxWidth: props.maxWidth } : undefined}
          data-layout={groupType}
          data-large={Object.keys(schema).length >= LARGE_FORM_FIELDS ? '' : undefined}
        >
          {!ready || !Layout ? (
            <div
              role="progressbar"
              aria-label="Loading form"
              className="flex h-40 items-center justify-center"
            >
              <span className="size-8 animate-spin rounded-full border-4 border-sky-500 border-t-transparent" />
            </div>
          ) : (
            <Layout
              type={groupType}
              panelStyle={props.panelStyle ?? 'light'}
              title={props.title}
              subtitle={props.subtitle ?? DEFAULT_SUBTITLE}
              sections={sections}
              size={size}
              bulk={Boolean(props.bulk)}
              validateStep={validateStep}
              renderFields={(section) => (
                <>
                  <div
                    className="grid gap-4"
                    style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
                  >
                    {section.fields.map(([name, field]) => (
                      <FieldRow key={name} name={name} field={field} />
                    ))}
                  </div>
                  {props.renderAfterGroup?.(section.group.id)}
                </>
              )}
              renderSubmit={(options) => (
                <SubmitArea
                  layout={groupType}
                  text={props.submitText}
                  submitType={props.submitType}
                  loading={busy}
                  disabled={options?.disabled}
                  uploadProgress={props.uploadProgress}
                  onClose={props.onClose}
                  fullPage={props.fullPage}
                />
              )}
            />
          )}
          {alert && <Alert message={alert} onClose={() => setAlert(undefined)} />}
        </form>
      </FormViewContext.Provider>
    </FormStoreContext.Provider>
  );
}
