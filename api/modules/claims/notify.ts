import type { NotifyUser } from './claim-notices';

/**
 * Until issue 21's notifications module (db/queries/notifications.ts
 * notify()) is on main, a claimant reads the decision in 'Klaim Saya' only;
 * this is the one place that then calls it.
 */
export const notifyUser: NotifyUser = async () => undefined;
