import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { GlobalStyle, LoadingScreen, UiProvider } from '@ajar/ui';
import { swrConfig } from './data/swr-config';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

function Providers({ router }: { router: AppRouter }) {
  const { i18n } = useTranslation();
  return (
    <UiProvider locale={i18n.resolvedLanguage === 'en' ? 'en' : 'id'}>
      <GlobalStyle />
      <SWRConfig value={swrConfig}>
        <RouterProvider router={router} />
      </SWRConfig>
    </UiProvider>
  );
}

/** While the app boots: the ui kit's own "Tunggu Sebentar..." in the stored language. */
export function BootScreen() {
  return (
    <UiProvider locale={document.documentElement.lang === 'en' ? 'en' : 'id'}>
      <GlobalStyle />
      <LoadingScreen isFullScreen />
    </UiProvider>
  );
}

/** The app: the loading screen until translations are in, then the router. */
export function App({ router }: { router: AppRouter }) {
  return (
    <Suspense fallback={<BootScreen />}>
      <Providers router={router} />
    </Suspense>
  );
}
