import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentStatusError } from './content-status-error.ts';
import { ContentUnreachableError } from './content-unreachable-error.ts';
import { FALLBACK_NAVIGATION } from './fallback-navigation.ts';

const getSingle = vi.fn();
vi.mock('./content-api.ts', () => ({ createContentApi: () => ({ getSingle }) }));

const { getNavigation } = await import('./get-navigation.ts');

afterEach(() => {
  vi.restoreAllMocks();
  getSingle.mockReset();
});

describe('getNavigation', () => {
  it('is the published navigation document', async () => {
    const data = { slices: [] };
    getSingle.mockResolvedValue({ data });
    await expect(getNavigation()).resolves.toBe(data);
    expect(getSingle).toHaveBeenCalledWith('navigation');
  });

  it.each([
    [
      'unreachable',
      new ContentUnreachableError(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })),
    ],
    ['failing', new ContentStatusError(503, 'http://content.test/api/v2')],
  ])(
    'logs the fixed message and keeps the site up with the fallback menu when the service is %s',
    async (_, error) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      getSingle.mockRejectedValue(error);
      await expect(getNavigation()).resolves.toBe(FALLBACK_NAVIGATION);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[0]).toBe('Failed to init Prismic API, preventing app fatal error.');
      expect(String(log.mock.calls[0]?.[1])).toContain(error.message);
    },
  );
});
