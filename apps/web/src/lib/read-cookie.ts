/** A cookie's value as the browser holds it, percent-decoded where it is encoded. */
export function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** One cookie's value from a `document.cookie` string, decoded; `null` when absent. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index === -1 || part.slice(0, index).trim() !== name) continue;
    return decodeCookieValue(part.slice(index + 1).trim());
  }
  return null;
}
