/** The provider's own pages: plain, accessible HTML with no script and no outside resources. */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

export const PAGE_SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const;

const STYLE = `
  body{font-family:system-ui,sans-serif;background:#f6f4fb;color:#1d1a24;margin:0;line-height:1.5}
  main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #c9c2d9;border-radius:.5rem}
  h1{font-size:1.5rem;margin:0 0 .5rem}
  .notice{background:#fff5d6;border:1px solid #8a6d00;padding:.5rem .75rem;border-radius:.25rem;font-size:.9rem}
  label{display:block;font-weight:600;margin-top:1rem}
  input{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;margin-top:.25rem;border:1px solid #5b5569;border-radius:.25rem}
  input[aria-invalid=true]{border-color:#a4161a}
  .error{color:#a4161a;font-weight:600}
  .actions{display:flex;gap:.75rem;margin-top:1.5rem;flex-wrap:wrap}
  button{font:inherit;padding:.6rem 1.2rem;border-radius:.25rem;border:2px solid #4b2a85;cursor:pointer}
  button.primary{background:#4b2a85;color:#fff}
  button.secondary{background:#fff;color:#4b2a85}
  :focus-visible{outline:3px solid #0b6e69;outline-offset:2px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – local test provider</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="notice">Local test provider (idp-dev): for development and tests only, not the society's real sign-in.</p>
${body}
</main>
</body>
</html>`;
}

export type LoginForm = { uid: string; clientName: string; email?: string; error?: string };

export function loginPage({ uid, clientName, email = '', error }: LoginForm): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return page(
    'Sign in',
    `<h1>Sign in</h1>
<p>to continue to ${escapeHtml(clientName)}.</p>
${error ? `<p id="login-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login" novalidate>
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<div class="actions">
<button class="primary" type="submit">Sign in</button>
<button class="secondary" type="submit" formaction="/interaction/${escapeHtml(uid)}/abort">Cancel</button>
</div>
</form>`,
  );
}

/** oidc-provider's end-session confirmation; `form` is its hidden form carrying the xsrf value. */
export function logoutPage(form: string, clientName: string | undefined): string {
  return page(
    'Sign out',
    `<h1>Sign out</h1>
<p>Do you want to sign out of the local test provider${clientName ? ` and ${escapeHtml(clientName)}` : ''}?</p>
${form}
<div class="actions">
<button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
<button class="secondary" type="submit" form="op.logoutForm">No, stay signed in</button>
</div>`,
  );
}

export const signedOutPage = () =>
  page('Signed out', '<h1>Signed out</h1><p>You are signed out of the local test provider.</p>');

export function errorPage(details: Record<string, string | undefined>): string {
  const rows = Object.entries(details)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(String(value))}</dd>`)
    .join('');
  return page(
    'Sign-in error',
    `<h1>Sign-in error</h1><p>The request could not be completed.</p><dl>${rows}</dl>`,
  );
}
