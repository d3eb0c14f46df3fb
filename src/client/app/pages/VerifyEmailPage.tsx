import { TokenLinkPage } from '../account/TokenLinkPage';

/** `/auth/verify_email?token=...`: the link a new account's welcome mail carries. */
export function VerifyEmailPage() {
  return <TokenLinkPage title="Confirm your email" endpoint="/api/auth/verify_email" />;
}
