// The floor of bench:lighthouse: React 19 and React Router as the product uses them (a data
// router, a client-rendered route), with no data, no design system and no translations. The
// product's pages are compared with this page's LCP in the same run.
import { StrictMode, createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const Page = () =>
  h(
    'main',
    null,
    h('h1', null, 'Katalog kursus'),
    h('p', null, 'Temukan kursus untuk tim Anda: kepatuhan, kepemimpinan, penjualan dan lainnya.'),
  );

const router = createBrowserRouter([{ path: '*', Component: Page }]);
createRoot(document.getElementById('root')).render(
  h(StrictMode, null, h(RouterProvider, { router })),
);
