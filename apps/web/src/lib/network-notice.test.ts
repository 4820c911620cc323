import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACK_ONLINE_NOTICE_MS, createNetworkNotice, type NetworkNotice } from './network-notice.ts';

describe('network notice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says offline while the connection is down, then "back online" briefly', () => {
    const seen: NetworkNotice[] = [];
    const notice = createNetworkNotice((next) => seen.push(next));
    notice.offline();
    expect(notice.notice()).toBe('offline');
    notice.online();
    expect(notice.notice()).toBe('back-online');
    vi.advanceTimersByTime(BACK_ONLINE_NOTICE_MS - 1);
    expect(notice.notice()).toBe('back-online');
    vi.advanceTimersByTime(1);
    expect(notice.notice()).toBeNull();
    expect(seen).toEqual(['offline', 'back-online', null]);
  });

  it('says nothing when coming online without having been offline', () => {
    const seen: NetworkNotice[] = [];
    const notice = createNetworkNotice((next) => seen.push(next));
    notice.online();
    vi.advanceTimersByTime(BACK_ONLINE_NOTICE_MS);
    expect(seen).toEqual([]);
  });

  it('keeps saying offline when the connection drops again during "back online"', () => {
    const notice = createNetworkNotice(() => undefined);
    notice.offline();
    notice.online();
    vi.advanceTimersByTime(1_000);
    notice.offline();
    vi.advanceTimersByTime(BACK_ONLINE_NOTICE_MS);
    expect(notice.notice()).toBe('offline');
  });
});
