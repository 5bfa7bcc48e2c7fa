import { useEffect, useState } from 'react';
import { App } from '../App';
import { createTestRouter } from '../router';

type Router = ReturnType<typeof createTestRouter>;
let shown: Router | null = null;

/**
 * The address the story's app is at: its memory router keeps no window location, and the
 * points pages keep what the reader chose (period, view, page) in the address.
 */
export function storyAddress(): URL {
  const location = shown?.state.location;
  return new URL(location ? location.pathname + location.search : '/', 'https://story.test');
}

/** `StoryApp` (stories/storyApp.tsx), with its router's address readable by `storyAddress`. */
export function AddressedStoryApp({ path }: { path: string }) {
  const [router] = useState(() => createTestRouter([path]));
  useEffect(() => {
    shown = router;
    return () => {
      shown = null;
    };
  }, [router]);
  return <App router={router} swr={{ shouldRetryOnError: false }} />;
}
