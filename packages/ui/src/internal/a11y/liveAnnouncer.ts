/**
 * One page-wide polite live region for short state changes that have no visible text of
 * their own (a button starting to load). It is created when the first Button mounts, well
 * before anything is announced, because screen readers ignore regions that appear together
 * with their first message. The same idea as React Aria's LiveAnnouncer.
 */
let region: HTMLElement | null = null;
/** Bumped by every announce/clear, so a late frame never writes a superseded message. */
let generation = 0;
let pending = '';

/** Creates the region if it is not in the document yet. Safe to call on every mount. */
export function ensureAnnouncer(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.dataset.ajarAnnouncer = '';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  });
  document.body.append(region);
  return region;
}

/** Reads `message` out politely. Emptied first so the same message twice is read twice. */
export function announce(message: string): void {
  const target = ensureAnnouncer();
  if (!target) return;
  const current = ++generation;
  pending = message;
  target.textContent = '';
  // Two frames: the emptying and the new text must reach the accessibility tree separately.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (current === generation) target.textContent = message;
    }),
  );
}

/** Clears `message` if it is still the one shown, so it does not linger in browse mode. */
export function clearAnnouncement(message: string): void {
  if (pending !== message || !region) return;
  generation++;
  pending = '';
  region.textContent = '';
}
