import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/kysely';
import { perDbCache } from '../per-db-cache';

const db = {} as Db;
const other = {} as Db;

describe('perDbCache', () => {
  it('reads once per database within the minute, then again', async () => {
    const load = vi.fn(async () => ['row']);
    const cached = perDbCache(load);
    await cached(db, 0);
    await cached(db, 59_999);
    expect(load).toHaveBeenCalledTimes(1);
    await cached(other, 1);
    expect(load).toHaveBeenCalledTimes(2);
    await cached(db, 60_000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed read', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['row']);
    const cached = perDbCache(load);
    await expect(cached(db, 0)).rejects.toThrow('down');
    await expect(cached(db, 1)).resolves.toEqual(['row']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again at once when asked to reload, and keeps that read for a minute', async () => {
    const load = vi.fn().mockResolvedValueOnce(['old']).mockResolvedValue(['new']);
    const cached = perDbCache(load);
    await expect(cached(db, 0)).resolves.toEqual(['old']);
    await expect(cached.reload(db, 10)).resolves.toEqual(['new']);
    await expect(cached(db, 60_009)).resolves.toEqual(['new']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
