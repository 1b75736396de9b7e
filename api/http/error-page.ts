import type { Response } from 'express';

// The page a browser gets for an error outside /api: a missing file, a method
// no page answers, a malformed address. Self-contained HTML (no app, no
// script), so it works without the web build and before any JavaScript.

const NOT_FOUND_TITLE = '404 Page Not Found';
// SPEC §2, the not-found page's second text, as written
const NOT_FOUND_TEXT = 'Did you forget to add the page to the router?';

const TITLES: Record<number, string> = {
  400: 'Alamat tidak valid',
  401: 'Perlu login',
  403: 'Akses ditolak',
  413: 'Data terlalu besar',
  429: 'Terlalu banyak permintaan',
  503: 'Layanan sedang tidak tersedia',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a;background:#fff}
main{min-height:70vh;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:64px 16px}
h1{font-size:1.5rem;margin:16px 0 8px}p{color:#334155;margin:0 0 24px;max-width:32rem}
a{display:inline-block;background:#1d4ed8;color:#fff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600}
a:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}`;

function errorPageHtml(status: number, message: string, nonce?: string): string {
  const notFound = status === 404;
  const title = notFound ? NOT_FOUND_TITLE : (TITLES[status] ?? 'Terjadi kesalahan');
  const text = notFound ? NOT_FOUND_TEXT : message;
  const nonceAttr = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Biaya Sekolah</title>
<style${nonceAttr}>${STYLE}</style>
</head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<a href="/">Kembali ke Beranda</a>
</main></body>
</html>`;
}

/** Answers an error outside /api as an HTML page with its status. */
export function sendErrorPage(res: Response, error: { status: number; message: string }): void {
  const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined;
  res
    .status(error.status)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(errorPageHtml(error.status, error.message, nonce));
}
