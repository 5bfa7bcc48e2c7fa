import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { storedLanguage } from './i18n';
import { createAppRouter } from './router';
import { bootSession } from './session/boot';
import { sessionStore } from './session/store';
import { seedFirstData } from './shared/data/firstData';
import { installTheme } from './theme/install';

// Before anything renders: the tenant colour (no flash of the default red), the language of
// the loading screen, and the session.
const themed = installTheme();
document.documentElement.lang = storedLanguage();
const booted = bootSession();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const render = () => {
  // Before the router starts the page's reads: a public page's HTML may carry their answers.
  seedFirstData(sessionStore.get() !== null);
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
};
// A colour other than the default waits for its maths (a small chunk) to be applied; if that
// chunk cannot load, the app still renders, in the default colour.
void Promise.all([themed, booted]).then(render, render);

// Real-user monitoring, when the server names an APM server: after the first screen, in
// chunks of its own, and never in the way of the page if anything about it fails.
void import('./monitoring/start')
  .then(({ startMonitoring }) => startMonitoring())
  .catch((error: unknown) => console.warn('monitoring is off:', error));
