import { hydrate, type QueryClient } from '@tanstack/react-query';

/** The id of the <script type="application/json"> the server writes after #root. */
const SERVER_STATE_ID = 'server-state';

/**
 * Puts the query cache the server rendered with into `client`; true when the
 * page came server rendered (then the app hydrates its HTML).
 */
export function readServerState(client: QueryClient, doc: Document = document): boolean {
  const script = doc.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return false;
  try {
    hydrate(client, JSON.parse(script.textContent));
  } catch {
    return false; // unreadable: render from scratch and fetch
  }
  return true;
}
