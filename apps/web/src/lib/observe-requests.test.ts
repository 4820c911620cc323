import { describe, expect, it } from 'vitest';
import { requestLog } from './observe-requests.ts';

describe('requestLog', () => {
  it('writes each request at info unless LOG_LEVEL says otherwise', () => {
    expect(requestLog(undefined).isLevelEnabled('info')).toBe(true);
    expect(requestLog('').isLevelEnabled('info')).toBe(true);
    const quiet = requestLog('warn');
    expect(quiet.isLevelEnabled('info')).toBe(false);
    expect(quiet.isLevelEnabled('warn')).toBe(true);
    expect(requestLog('silent').isLevelEnabled('fatal')).toBe(false);
  });

  it('refuses a level pino does not know, naming the ones it does', () => {
    expect(() => requestLog('verbose')).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
    );
  });
});
