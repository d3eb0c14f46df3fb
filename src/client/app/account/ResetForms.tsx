import { useState } from 'react';
import { Link } from 'react-router';
import type { FieldSchema, GroupSchema } from '../../../engine/types';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';
import { FormEngine } from '../../forms/FormEngine';
import { Outcome } from './AuthCard';

/** FormEngine compiles its form again for every new groups array: one shared empty list. */
const NO_GROUPS: GroupSchema[] = [];

const REQUEST_FIELDS: Record<string, FieldSchema> = {
  email: { type: 'email', label: 'Email', required: true, placeholder: 'name@hospital.example' },
};

/** Spec 8 password messages come from the engine: "atleast 5 characters", "didn't match". */
const NEW_PASSWORD_FIELDS: Record<string, FieldSchema> = {
  password: { type: 'password', label: 'New password', required: true },
  confirm_password: {
    type: 'confirm_password',
    label: 'Confirm new password',
    required: true,
    referName: 'password',
  },
};

interface Answer {
  ok: boolean;
  message: string;
}

async function post(url: string, body: object): Promise<Answer> {
  try {
    const { data } = await http.post<{ message: string }>(url, body);
    return { ok: true, message: data.message };
  } catch (failure) {
    return { ok: false, message: failureMessage(failure as ApiFailure) };
  }
}

/** Asks for a reset link; the server answers the same whether or not the email is known. */
export function RequestResetForm() {
  const [answer, setAnswer] = useState<Answer>();
  return (
    <div className="space-y-4">
      <FormEngine
        groups={NO_GROUPS}
        schema={REQUEST_FIELDS}
        groupType="no-group"
        subtitle="Enter the email of your account. We will send you a link to choose a new password."
        submitText="Send reset link"
        onSubmit={async (values) => {
          setAnswer(undefined);
          setAnswer(await post('/api/auth/reset', { email: String(values.email).trim() }));
        }}
      />
      {answer && <Outcome {...answer} />}
    </div>
  );
}

/** Sets the new password with the emailed token; once done, only the way to sign in is left. */
export function NewPasswordForm({ token }: { token: string }) {
  const [answer, setAnswer] = useState<Answer>();
  if (answer?.ok) return <Outcome {...answer} />;
  return (
    <div className="space-y-4">
      <FormEngine
        groups={NO_GROUPS}
        schema={NEW_PASSWORD_FIELDS}
        groupType="no-group"
        subtitle="Choose a new password for your account."
        submitText="Change password"
        onSubmit={async (values) => {
          setAnswer(undefined);
          setAnswer(
            await post('/api/auth/reset/confirm', { token, password: String(values.password) }),
          );
        }}
      />
      {answer && (
        <>
          <Outcome {...answer} />
          <p className="text-sm">
            <Link to="/auth/reset" className="text-sky-700 hover:underline dark:text-sky-400">
              Ask for a new reset link
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
