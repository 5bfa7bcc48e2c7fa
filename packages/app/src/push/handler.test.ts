import { afterEach, describe, expect, it, vi } from 'vitest';
import { createForegroundHandler, PushTimeoutError, withTimeout } from './handler';

function setup(showInfo = vi.fn()) {
  const log = vi.fn();
  return { handle: createForegroundHandler({ showInfo, log }), showInfo, log };
}

const message = (id?: string, title = 'Kursus baru', body = 'Dasar Kepemimpinan telah terbit') => ({
  notification: { title, body },
  ...(id === undefined ? {} : { data: { id } }),
});

describe('createForegroundHandler', () => {
  it('shows a message with a title and body as one info toast keyed by its data id', () => {
    const { handle, showInfo, log } = setup();
    handle(message('n-1'));
    expect(showInfo).toHaveBeenCalledExactlyOnceWith({
      title: 'Kursus baru',
      body: 'Dasar Kepemimpinan telah terbit',
      dedupeKey: 'n-1',
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('shows a data id only once, and each different id once', () => {
    const { handle, showInfo } = setup();
    handle(message('n-1'));
    handle(message('n-1', 'Judul lain', 'Isi lain'));
    handle(message('n-2'));
    handle(message('n-2'));
    expect(showInfo.mock.calls.map(([toast]) => toast.dedupeKey)).toEqual(['n-1', 'n-2']);
  });

  it('always shows messages without a data id, with no dedupe key', () => {
    const { handle, showInfo } = setup();
    handle(message());
    handle(message());
    handle({ ...message(), data: { link: '/courses/1' } });
    expect(showInfo).toHaveBeenCalledTimes(3);
    expect(showInfo.mock.calls.every(([toast]) => !('dedupeKey' in toast))).toBe(true);
  });

  it('keeps the shown ids per handler', () => {
    const first = setup();
    const second = setup();
    first.handle(message('n-1'));
    second.handle(message('n-1'));
    expect(first.showInfo).toHaveBeenCalledOnce();
    expect(second.showInfo).toHaveBeenCalledOnce();
  });

  it.each([
    ['no notification', { data: { id: 'n-1' } }],
    ['no title', { notification: { body: 'Isi' }, data: { id: 'n-1' } }],
    ['no body', { notification: { title: 'Judul' }, data: { id: 'n-1' } }],
    ['a blank title', { notification: { title: '  ', body: 'Isi' } }],
    ['an empty body', { notification: { title: 'Judul', body: '' } }],
  ])('shows nothing for a message with %s', (_, payload) => {
    const { handle, showInfo, log } = setup();
    handle(payload);
    expect(showInfo).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('does not use up an id on a message it did not show', () => {
    const { handle, showInfo } = setup();
    handle({ notification: { title: 'Judul' }, data: { id: 'n-1' } });
    handle(message('n-1'));
    expect(showInfo).toHaveBeenCalledOnce();
  });

  it('logs a throwing showInfo as an onmessage error and does not rethrow', () => {
    const failure = new Error('toast failed');
    const { handle, log } = setup(
      vi.fn(() => {
        throw failure;
      }),
    );
    expect(() => handle(message('n-1'))).not.toThrow();
    expect(log).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('onmessage'), failure);
  });

  it('logs a malformed payload as an onmessage error and does not rethrow', () => {
    const { handle, showInfo, log } = setup();
    expect(() => handle(null as never)).not.toThrow();
    expect(showInfo).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledExactlyOnceWith(
      expect.stringContaining('onmessage'),
      expect.any(TypeError),
    );
  });
});

describe('withTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes through a value that comes in time', async () => {
    await expect(withTimeout(Promise.resolve('token'), 50)).resolves.toBe('token');
  });

  it('passes through a rejection that comes in time', async () => {
    const failure = new Error('denied');
    await expect(withTimeout(Promise.reject(failure), 50)).rejects.toBe(failure);
  });

  it('rejects with a PushTimeoutError when the promise never settles', async () => {
    vi.useFakeTimers();
    const result = withTimeout(new Promise<never>(() => {}), 10_000);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(PushTimeoutError);
  });

  it('leaves no timer behind once settled', async () => {
    vi.useFakeTimers();
    await withTimeout(Promise.resolve(1), 10_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
