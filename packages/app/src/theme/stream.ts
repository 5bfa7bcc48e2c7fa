import type { ThemeUpdatedEvent } from '@ajar/api/contract';
import { reconnectingStream, type StreamSetup } from '../api/eventStream';
import { requestPath } from '../api/paths';

export interface ThemeStreamOptions extends StreamSetup {
  /** The signed-in user's token; null for a signed-out page, which follows its host's company. */
  token: string | null;
  /** Called with each new colour from the server. */
  onColor(primaryColor: string): void;
}

/**
 * The live theme (docs/product/behaviour.md): `connected`, then `theme-updated` with the new
 * colour; a broken stream is logged and reopened after 5 s. Returns the function that stops it.
 */
export function connectThemeStream({
  token,
  onColor,
  log = (message, detail) => console.error(message, detail),
  ...setup
}: ThemeStreamOptions): () => void {
  // EventSource cannot send headers, so the token travels as a query parameter.
  const url =
    token === null
      ? requestPath('get', '/company/theme/host-events')
      : requestPath('get', '/company/theme/events', { query: { access_token: token } });
  return reconnectingStream(
    url,
    'theme-updated',
    (data) => {
      const color = (data as Partial<ThemeUpdatedEvent> | null)?.theme?.primaryColor;
      if (typeof color === 'string') onColor(color);
    },
    { ...setup, log },
  );
}
