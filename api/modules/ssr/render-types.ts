/** What web/src/app/server-entry.tsx exports (its types stay in web/, which api/ does not compile). */
export interface RenderRequest {
  url: string;
  apiOrigin: string;
  apiHeaders: Record<string, string>;
  nonce: string;
}
export interface RenderedPage {
  html: string;
  state: string;
  scopes: string[];
}
export interface ServerEntry {
  renderPage(request: RenderRequest): Promise<RenderedPage | null>;
}
