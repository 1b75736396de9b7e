import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { GraduationCap, Menu, X } from 'lucide-react';
import { Button, buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { SITE } from '@web/config/site';
import { apiRequest } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { CURRENT_USER_KEY, useCurrentUser } from '@web/lib/current-user';
import { useNotifications } from '@web/lib/notifications';
import { UnreadBadge } from '@web/components/unread-badge';
import { MAIN_NAV, accountActions, type AccountAction } from './nav-items';

/** Admins sign out with a POST, then go home (SPEC §6). */
function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await apiRequest('POST', paths.adminLogout());
    } finally {
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      void navigate(paths.home());
    }
  };
}

/** Unread decisions on what a parent sent (issue 21), on the Dashboard link. */
function DashboardBadge() {
  const notifications = useNotifications();
  return <UnreadBadge count={notifications.data?.unread ?? 0} className="ml-1.5" />;
}

function AccountButtons({ actions, onDone }: { actions: AccountAction[]; onDone?: () => void }) {
  const adminLogout = useAdminLogout();
  return (
    <>
      {actions.map((action) => {
        if (action.kind === 'login')
          return (
            <a key="login" href={action.href} className={buttonVariants({ size: 'sm' })}>
              {action.label}
            </a>
          );
        if (action.kind === 'link')
          return (
            <Link
              key={action.label}
              to={action.to}
              onClick={onDone}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {action.label}
              {action.label === 'Dashboard' && <DashboardBadge />}
            </Link>
          );
        if (!action.admin)
          // parents: SPEC §6 navigates to the OAuth logout address; it is a
          // form POST to it instead, so no link elsewhere can sign anyone out
          return (
            <form key="logout" method="post" action={paths.parentLogout()} className="contents">
              <Button type="submit" variant="ghost" size="sm">
                {action.label}
              </Button>
            </form>
          );
        return (
          <Button
            key="logout"
            variant="ghost"
            size="sm"
            onClick={() => {
              onDone?.();
              void adminLogout();
            }}
          >
            {action.label}
          </Button>
        );
      })}
    </>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );

export function Navbar() {
  const location = useLocation();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const actions = accountActions(user, `${location.pathname}${location.search}`);

  // the mobile menu closes when the page changes
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Navigasi utama" className="mx-auto max-w-7xl px-4">
        <div className="flex h-16 items-center justify-between gap-4">
          <Link to={paths.home()} className="flex items-center gap-2 font-bold text-brand-700">
            <GraduationCap className="size-7" aria-hidden="true" />
            <span className="text-lg">{SITE.name}</span>
          </Link>

          <ul className="hidden items-center gap-1 md:flex">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="hidden min-w-[5.5rem] items-center justify-end gap-2 md:flex">
            <AccountButtons actions={actions} />
          </div>

          <button
            type="button"
            className="rounded-md p-2 text-slate-800 hover:bg-slate-100 md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? 'Tutup menu' : 'Buka menu'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>

        <div id={menuId} hidden={!open} className="border-t border-slate-200 pt-2 pb-4 md:hidden">
          <ul className="flex flex-col gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2 px-3">
            <AccountButtons actions={actions} onDone={() => setOpen(false)} />
          </div>
        </div>
      </nav>
    </header>
  );
}
