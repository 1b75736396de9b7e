import { notify } from '@db/queries/notifications';
import type { NotifyUser } from './claim-notices';

/**
 * A claimant hears of the decision through the notifications module (issue
 * 21): a row they read in the product and, when SMTP is configured, an e-mail
 * the worker sends; both commit with the decision.
 */
export const notifyUser: NotifyUser = (tx, notice) => notify(tx, notice);
