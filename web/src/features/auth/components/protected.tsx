import { useEffect, useRef, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { AuthUser } from '@core/contracts/auth';
import { toast } from '@web/components/ui/use-toast';
import { paths } from '@web/config/paths';
import { useCurrentUser } from '@web/lib/current-user';
import { goTo } from '../navigate';

/** SPEC §9: the dashboard sends a signed-out visitor to sign-in after 500 ms. */
const DASHBOARD_LOGIN_DELAY_MS = 500;

export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <Loader2 className="size-8 animate-spin text-brand-600" aria-hidden="true" />
      <span className="sr-only">Memuat...</span>
    </div>
  );
}

type AnonymousPolicy =
  /** /dashboard: toast, then Google sign-in coming back here */
  | { kind: 'parent-login'; returnTo: string }
  /** /admin: the admin sign-in page */
  | { kind: 'auth-page' };

/**
 * A protected page (SPEC §4): a spinner while the user loads, the redirect of
 * its policy for anonymous visitors, the page itself for signed-in users.
 */
export function Protected({
  anonymous,
  children,
}: {
  anonymous: AnonymousPolicy;
  children: (user: AuthUser) => ReactNode;
}) {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const signedOut = !isLoading && !user;
  const policy = anonymous.kind;
  const returnTo = anonymous.kind === 'parent-login' ? anonymous.returnTo : '';
  // signing out on this page is not arriving signed out: the logout goes where it goes
  const hadUser = useRef(false);
  useEffect(() => {
    if (user) hadUser.current = true;
  }, [user]);

  useEffect(() => {
    if (!signedOut || hadUser.current) return;
    if (policy === 'auth-page') {
      void navigate(paths.auth(), { replace: true });
      return;
    }
    toast({
      title: 'Unauthorized',
      description: 'You need to log in to view your dashboard',
      variant: 'destructive',
    });
    const timer = setTimeout(() => goTo(paths.login(returnTo)), DASHBOARD_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut, policy, returnTo, navigate]);

  if (isLoading) return <PageSpinner />;
  if (!user) return policy === 'parent-login' ? <PageSpinner /> : null;
  return <>{children(user)}</>;
}
