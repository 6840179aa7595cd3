import { describe, expect, it, vi } from 'vitest';
import { importOnce } from './import-once';

describe('importOnce', () => {
  it('imports once and shares the module between callers', async () => {
    const load = vi.fn(async () => ({ name: 'module' }));
    const get = importOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed import instead of keeping the failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ name: 'module' });
    const get = importOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toEqual({ name: 'module' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
