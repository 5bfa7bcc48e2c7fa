import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toast } from '@ajar/ui';
import { App } from './App';
import { i18next, i18nReady, storedLanguage } from './i18n';
import { createAppRouter } from './router';
import { sessionStore } from './session';
import { installTheme } from './theme/install';

// Before anything renders: the tenant colour (no flash of the default red), the language of
// the loading screen, and the session (so a member page never flashes the sign-in redirect).
installTheme();
document.documentElement.lang = storedLanguage();
let endedAtBoot = false;
const stopWatching = sessionStore.subscribe((event) => {
  if (event === 'ended') endedAtBoot = true;
});
sessionStore.restore();
stopWatching();
if (endedAtBoot) {
  void i18nReady.then(() =>
    toast.warning({ description: i18next.t('session.ended'), dedupeKey: 'session-ended' }),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);
