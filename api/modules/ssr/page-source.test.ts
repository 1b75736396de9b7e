import { describe, expect, it } from 'vitest';
import { NONCE_SLOT } from '@core/contracts/server-render';
import { pageBody } from './page-source';

describe('pageBody', () => {
  it("puts the response's nonce on the renderer's scripts only, never into the page's text", () => {
    const html =
      `<h1>SD ${NONCE_SLOT} nonce=&quot;${NONCE_SLOT}&quot;</h1>` +
      `<a title="${NONCE_SLOT}">x</a><script nonce="${NONCE_SLOT}">1</script>`;
    const body = pageBody({ html, state: `{"name":"${NONCE_SLOT}"}` }, 'N0nce', 'hit');
    expect(body.root).toBe(
      `<h1>SD ${NONCE_SLOT} nonce=&quot;${NONCE_SLOT}&quot;</h1>` +
        `<a title="${NONCE_SLOT}">x</a><script nonce="N0nce">1</script>`,
    );
    expect(body.after).toContain(`{"name":"${NONCE_SLOT}"}`);
  });
});
