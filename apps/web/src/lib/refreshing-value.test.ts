import { describe, expect, it, vi } from 'vitest';
import { refreshingValue } from './refreshing-value.ts';

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('refreshingValue', () => {
  it('loads once for concurrent first calls', async () => {
    const load = vi.fn(async () => 'a');
    const value = refreshingValue(load, 5000);
    await expect(Promise.all([value.get(), value.get()])).resolves.toEqual(['a', 'a']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the old value while reloading after max age, then the new one', async () => {
    const time = clock();
    let version = 0;
    const load = vi.fn(async () => `v${++version}`);
    const value = refreshingValue(load, 5000, time.now);
    expect(await value.get()).toBe('v1');
    time.advance(4999);
    expect(await value.get()).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(1);
    expect(await value.get()).toBe('v1');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect(await value.get()).toBe('v2'));
  });

  it('keeps the old value when a reload fails, and reports a first failure', async () => {
    const time = clock();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(async () => 'later').mockRejectedValueOnce(new Error('down'));
    const value = refreshingValue(load, 5000, time.now);
    await expect(value.get()).rejects.toThrow('down');
    load.mockResolvedValueOnce('ok').mockRejectedValueOnce(new Error('down again'));
    expect(await value.get()).toBe('ok');
    time.advance(5000);
    expect(await value.get()).toBe('ok');
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(await value.get()).toBe('ok');
    error.mockRestore();
  });
});
