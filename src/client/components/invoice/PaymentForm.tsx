import { type ReactNode, useId, useState } from 'react';
import { toApiFailure } from '../../api/failure';
import { http } from '../../api/session';
import { inputClass } from '../../forms/field-style';
import { submitButtonClass } from '../panels/PanelForm';
import {
  checkPayment,
  describeFailure,
  type FieldErrors,
  type MethodOption,
  type PayerKind,
  type PaymentInput,
  paymentBody,
} from './invoice-logic';

// The form engine's field style (spec 9): its focus ring shows focus, not only a border tint.
const input = `${inputClass} text-sm`;

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children(props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }): ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** Records one payment into the invoice (POST /api/models/payment, one allocation). */
export function PaymentForm({
  patient,
  invoiceId,
  payer,
  methods,
  initial,
  onRecorded,
  onFailed,
}: {
  patient: number;
  invoiceId: number;
  payer: PayerKind;
  methods: readonly MethodOption[];
  initial: PaymentInput;
  onRecorded(payment: Record<string, unknown>): void;
  onFailed(message: string): void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof PaymentInput) => (value: string) =>
    setValues((prev) => ({ ...prev, [field]: value }));
  const method = methods.find((m) => String(m.id) === values.method);

  const submit = async () => {
    const problems = checkPayment(values, methods);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const body = paymentBody(patient, invoiceId, payer, values);
      const { data } = await http.post('/api/models/payment', body);
      onRecorded(data as Record<string, unknown>);
    } catch (error) {
      const failure = describeFailure(toApiFailure(error));
      setErrors(failure.fields);
      onFailed(failure.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Record payment"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field label="Amount" error={errors.amount}>
        {(props) => (
          <input
            {...props}
            inputMode="decimal"
            value={values.amount}
            onChange={(e) => set('amount')(e.target.value)}
            className={input}
          />
        )}
      </Field>
      <Field label="Payment Date" error={errors.paymentDate}>
        {(props) => (
          // The form's date format (spec 9: dd-MM-yyyy), as every form date in Tena is typed.
          <input
            {...props}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="dd-mm-yyyy"
            maxLength={10}
            value={values.paymentDate}
            onChange={(e) => set('paymentDate')(e.target.value)}
            className={input}
          />
        )}
      </Field>
      <Field label="Method" error={errors.method}>
        {(props) => (
          <select
            {...props}
            value={values.method}
            onChange={(e) => set('method')(e.target.value)}
            className={input}
          >
            {methods.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={method?.requiresReference ? 'Reference (required)' : 'Reference'}
        error={errors.reference}
      >
        {(props) => (
          <input
            {...props}
            value={values.reference}
            aria-required={method?.requiresReference ?? false}
            placeholder="Card slip, telebirr transaction or cheque number"
            onChange={(e) => set('reference')(e.target.value)}
            className={input}
          />
        )}
      </Field>
      <div className="flex justify-end sm:col-span-2">
        <button type="submit" disabled={saving} className={submitButtonClass}>
          {saving ? 'Recording…' : 'Record Payment'}
        </button>
      </div>
    </form>
  );
}
