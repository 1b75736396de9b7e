// Server-rendered pages of sign-in: the development provider's form and
// error pages a browser lands on during an OAuth redirect. Plain HTML.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f7fb;margin:0;padding:48px 16px;color:#1f2937}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:1.3rem;margin:0 0 8px}p{color:#4b5563;line-height:1.5}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #d1d5db;border-radius:8px;font-size:1rem}
button{margin-top:20px;width:100%;padding:11px;border:0;border-radius:8px;background:#2563eb;color:#fff;font-size:1rem;cursor:pointer}
.error{color:#b91c1c;font-weight:600}.note{font-size:.85rem}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function devLoginPage(action: string, error?: string): string {
  return layout(
    'Masuk sebagai Orang Tua Uji Coba',
    `<h1>Masuk sebagai Orang Tua Uji Coba</h1>
<p>Penyedia identitas pengembangan: masuk dengan nama apa saja, tanpa akun Google.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="name">Nama</label>
<input id="name" name="name" autocomplete="name" required maxlength="100" autofocus>
<label for="email">Email (opsional)</label>
<input id="email" name="email" type="email" autocomplete="email" maxlength="200">
<button type="submit">Masuk</button>
</form>
<p class="note">Halaman ini hanya ada di lingkungan pengembangan. Di produksi, orang tua masuk dengan Google.</p>`,
  );
}

/** GET /api/oauth/logout: signing out is a POST, so a followed link only asks. */
export function logoutConfirmPage(action: string): string {
  return layout(
    'Keluar dari akun?',
    `<h1>Keluar dari akun?</h1>
<p>Anda akan keluar dari Biaya Sekolah di perangkat ini.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">Keluar</button>
</form>
<p><a href="/">Batal, kembali ke beranda</a></p>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Kembali ke beranda</a></p>`,
  );
}
