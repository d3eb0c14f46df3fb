import { useMemo, useState } from 'react';
import type { UserRecord } from '../../../engine/wire/users';
import type { SessionUser } from '../../../machines/session';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { session } from '../../api/session';
import { useAlert } from '../../components/use-alert';
import { FormEngine } from '../../forms/FormEngine';
import { PageLoader } from '../layout/PageLoader';
import { Outcome } from './AuthCard';
import { accountApi } from './account-api';
import { PROFILE_FIELDS, PROFILE_GROUPS, profileBody, profileFormData } from './profile-form';
import { useLoaded } from './use-loaded';

/** The signed-in person's own record in the form engine; saving refreshes the name shown. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const record = useLoaded(`user:${user.id}`, (signal) => accountApi.user(user.id, signal));
  const [saved, setSaved] = useState<UserRecord>();
  const current = saved ?? record.value;
  const formData = useMemo(() => current && profileFormData(current), [current]);
  const engineUser = useMemo(
    () => ({ role: user.role, permissions: user.permissions }),
    [user.role, user.permissions],
  );
  const done = useAlert('success');
  const failed = useAlert('error');

  if (record.error && !current) return <Outcome ok={false} message={record.error} />;
  if (!current || !formData) return <PageLoader label="Loading your profile" />;
  return (
    <>
      <FormEngine
        // A saved record starts the form afresh (the password fields empty again).
        key={current.updated_at}
        schema={PROFILE_FIELDS}
        groups={PROFILE_GROUPS}
        formData={formData}
        user={engineUser}
        title="Your profile"
        subtitle="Your name, phone, photo and signature, and your password."
        submitType="update"
        onSubmit={async (values) => {
          try {
            const next = await accountApi.updateProfile(profileBody(values, current));
            setSaved(next);
            // The session keeps the user the server sent with the token: ask for a fresh one
            // so the name in the header is the saved one.
            await session.refresh();
            done.show('Your profile has been updated.');
          } catch (failure) {
            failed.show(failureMessage(failure as ApiFailure));
          }
        }}
      />
      {done.alert}
      {failed.alert}
    </>
  );
}
