import { useSearchParams } from 'react-router';
import { AuthCard } from '../account/AuthCard';
import { NewPasswordForm, RequestResetForm } from '../account/ResetForms';

/**
 * `/auth/reset` (spec 2.1): without a token, asks for a link by email; the emailed link comes
 * back here with `?token=` to set the new password.
 */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim();
  return (
    <AuthCard title={token ? 'Choose a new password' : 'Reset your password'}>
      {token ? <NewPasswordForm key={token} token={token} /> : <RequestResetForm />}
    </AuthCard>
  );
}
