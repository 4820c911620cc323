const SAFE_LOCAL_PATH =
  /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?(#[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/;

/** The spec's redirect rule: a local path starting with `/` made only of safe URL characters, else null. */
export function safeLocalPath(target: string | null | undefined): string | null {
  return typeof target === 'string' && SAFE_LOCAL_PATH.test(target) ? target : null;
}
