import { describe, expect, it, vi } from 'vitest';
import { connectThemeStream } from './stream';
import { requestPath } from '../api/paths';

class FakeSource {
  static all: FakeSource[] = [];
  listeners = new Map<string, (event: MessageEvent) => void>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, fn: (event: MessageEvent) => void) {
    this.listeners.set(type, fn);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent);
  }
}

function setup() {
  FakeSource.all = [];
  vi.useFakeTimers();
  const colours: string[] = [];
  const log = vi.fn();
  const stop = connectThemeStream({
    token: 'a b',
    onColor: (c) => colours.push(c),
    createSource: (url) => new FakeSource(url),
    log,
  });
  return { colours, log, stop };
}

describe('theme stream', () => {
  it('opens the stream with the token and applies each theme-updated colour', () => {
    const { colours } = setup();
    expect(FakeSource.all[0]!.url).toBe(
      requestPath('get', '/company/theme/events', { query: { access_token: 'a b' } }),
    );
    FakeSource.all[0]!.emit('theme-updated', { theme: { primaryColor: '#1A2B4C' } });
    expect(colours).toEqual(['#1A2B4C']);
  });

  it('signed out, follows the host’s company through the stream that needs no token', () => {
    FakeSource.all = [];
    const colours: string[] = [];
    const stop = connectThemeStream({
      token: null,
      onColor: (c) => colours.push(c),
      createSource: (url) => new FakeSource(url),
      log: () => {},
    });
    expect(FakeSource.all[0]!.url).toBe(requestPath('get', '/company/theme/host-events'));
    FakeSource.all[0]!.emit('theme-updated', { theme: { primaryColor: '#00695C' } });
    expect(colours).toEqual(['#00695C']);
    stop();
  });

  it('on error logs, closes, and reconnects after exactly 5 s', () => {
    const { log } = setup();
    const first = FakeSource.all[0]!;
    first.onerror?.(new Event('error'));
    expect(first.closed).toBe(true);
    expect(log).toHaveBeenCalled();
    vi.advanceTimersByTime(4999);
    expect(FakeSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSource.all).toHaveLength(2);
    vi.useRealTimers();
  });

  it('ignores malformed events and stops for good when stopped', () => {
    const { colours, stop, log } = setup();
    FakeSource.all[0]!.listeners.get('theme-updated')?.({ data: '{oops' } as MessageEvent);
    expect(colours).toEqual([]);
    expect(log).toHaveBeenCalled();
    FakeSource.all[0]!.onerror?.(new Event('error'));
    stop();
    vi.advanceTimersByTime(10_000);
    expect(FakeSource.all).toHaveLength(1);
    vi.useRealTimers();
  });
});
