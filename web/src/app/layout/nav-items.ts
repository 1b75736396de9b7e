import type { AuthUser } from '@core/contracts/auth';
import { paths } from '@web/config/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

export const MAIN_NAV: NavLinkItem[] = [
  { label: 'Beranda', to: paths.home() },
  { label: 'Perbandingan', to: paths.comparison() },
  { label: 'Tentang', to: paths.about() },
  { label: 'Kontribusi Data', to: paths.schoolRequests() },
];

export type AccountAction =
  | { kind: 'login'; label: 'Masuk'; href: string }
  | { kind: 'link'; label: 'Dashboard' | 'Admin'; to: string }
  | { kind: 'logout'; label: 'Keluar'; admin: boolean };

/**
 * SPEC §2: Masuk for anonymous visitors, Dashboard for parents, Admin for
 * admin roles, Keluar when signed in. Nothing while the user is loading.
 */
export function accountActions(
  user: AuthUser | null | undefined,
  currentPath: string,
): AccountAction[] {
  if (user === undefined) return [];
  if (user === null) return [{ kind: 'login', label: 'Masuk', href: paths.login(currentPath) }];
  const admin = user.role === 'site_admin' || user.role === 'school_admin';
  return [
    admin
      ? { kind: 'link', label: 'Admin', to: paths.admin() }
      : { kind: 'link', label: 'Dashboard', to: paths.dashboard() },
    { kind: 'logout', label: 'Keluar', admin },
  ];
}
