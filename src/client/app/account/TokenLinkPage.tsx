import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../layout/PageLoader';
import { AuthCard, Outcome, SignInLink } from './AuthCard';
import { type LinkOutcome, MISSING_TOKEN, redeemLink } from './link-token';

/**
 * A page an emailed link opens (verify_email, device_verified): it hands the link's token to
 * the server and shows the server's answer, with the way to sign in.
 */
export function TokenLinkPage({ title, endpoint }: { title: string; endpoint: string }) {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<LinkOutcome>();
  useEffect(() => {
    if (!token) return;
    let live = true;
    redeemLink(endpoint, token).then((answer) => live && setOutcome(answer));
    return () => {
      live = false;
    };
  }, [endpoint, token]);
  const shown = token ? outcome : { ok: false, message: MISSING_TOKEN };
  return (
    <AuthCard title={title} footer={false}>
      {shown ? <Outcome {...shown} /> : <PageLoader label="Checking the link" />}
      <p className="text-center text-sm">
        <SignInLink>Sign in</SignInLink>
      </p>
    </AuthCard>
  );
}
