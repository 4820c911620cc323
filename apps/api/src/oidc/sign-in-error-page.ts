const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** Every sign-in navigation answer: never cached, and the callback URL never sent on as a referrer. */
export const AUTH_RESPONSE_HEADERS = {
  'cache-control': 'no-store',
  pragma: 'no-cache',
  'referrer-policy': 'no-referrer',
} as const;

/** The page a failed single sign-on lands on: what happened, in words, and the way back. */
export function signInErrorPage({ message, siteUrl }: { message: string; siteUrl: string }): string {
  const signIn = new URL('/login-required', siteUrl).href;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign-in failed</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1d1a24}a{color:#4b2a85}</style>
</head>
<body>
<main>
<h1>Sign-in failed</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(signIn)}">Back to member sign in</a></p>
</main>
</body>
</html>`;
}
