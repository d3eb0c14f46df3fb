import { Link } from 'react-router';
import { ProfileForm } from '../account/ProfileForm';
import { rememberStartLocation } from '../guards/start-location';
import { useSession } from '../guards/use-session';
import { PageLoader } from '../layout/PageLoader';
import { PageTitle } from '../layout/PageTitle';

/**
 * Own profile update (spec 2.1), at /profile_update (no guard) and /admin/main/profile_update.
 * Someone not signed in is told so, with the way to sign in and come back here.
 */
export function ProfileUpdatePage() {
  const { restoring, signedIn, user } = useSession();
  if (restoring) return <PageLoader label="Restoring your session" />;
  if (!signedIn || !user) {
    return (
      <main className="mx-auto max-w-md p-6">
        <PageTitle parts={['Your profile']} />
        <h1 className="text-2xl font-semibold">Your profile</h1>
        <p role="alert" className="mt-4 text-slate-700 dark:text-slate-300">
          You are not signed in. Sign in to update your profile.
        </p>
        <p className="mt-4">
          <Link
            to="/auth/login"
            onClick={() => rememberStartLocation('/profile_update')}
            className="font-semibold text-sky-700 hover:underline dark:text-sky-400"
          >
            Sign in
          </Link>
        </p>
      </main>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl p-4">
      <ProfileForm user={user} />
    </div>
  );
}
