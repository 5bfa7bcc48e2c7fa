import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { GlobalStyle, LoadingScreen, UiProvider } from '@ajar/ui';
import { swrConfig } from './shared/data/swr-config';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

interface AppProps {
  router: AppRouter;
  /** Overrides of the data rules, for stories (e.g. no retries before the error state). */
  swr?: SWRConfiguration;
}

function Providers({ router, swr }: AppProps) {
  const { i18n } = useTranslation();
  return (
    <UiProvider locale={i18n.resolvedLanguage === 'en' ? 'en' : 'id'}>
      <GlobalStyle />
      <SWRConfig value={swr ? { ...swrConfig, ...swr } : swrConfig}>
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
export function App({ router, swr }: AppProps) {
  return (
    <Suspense fallback={<BootScreen />}>
      <Providers router={router} swr={swr} />
    </Suspense>
  );
}
