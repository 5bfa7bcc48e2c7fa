// Benchmark page: 5000 themed ui elements, themed either through CSS custom properties
// (applyTheme) or through a styled-components ThemeProvider re-render of the same tree.
// run.mjs drives it through window.bench.
import { Profiler, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import styled, { ThemeProvider } from 'styled-components';
import { Button } from '@ajar/ui';
import {
  applyTheme,
  deriveTheme,
  duration,
  fontSize,
  radius,
  space,
  tokenCss,
  type TenantTheme,
} from '@ajar/tokens';

const COUNT = 5000;
const mode = new URLSearchParams(location.search).get('mode') === 'provider' ? 'provider' : 'vars';

const style = document.createElement('style');
style.textContent = tokenCss();
document.head.append(style);

let commits = 0;
let itemRenders = 0;

/** The ThemeProvider alternative: same look as ui Button, colours read from the theme object. */
const ProviderButton = styled.button<{ theme: TenantTheme }>`
  padding: ${space[2]} ${space[4]};
  border-radius: ${radius.md};
  font-size: ${fontSize.md};
  background: ${({ theme }) => theme.primary};
  border: 1px solid ${({ theme }) => theme.primaryBorder};
  color: ${({ theme }) => theme.onPrimary};
  &:hover {
    transition: background-color ${duration.fast};
    background: ${({ theme }) => theme.primaryHover};
  }
`;

function Item({ index }: { index: number }) {
  // eslint-disable-next-line react-hooks/globals -- counting renders is what this page measures
  itemRenders += 1;
  return mode === 'vars' ? (
    <Button size="sm">{`Kursus ${index}`}</Button>
  ) : (
    <ProviderButton>{`Kursus ${index}`}</ProviderButton>
  );
}

const items = Array.from({ length: COUNT }, (_, i) => <Item key={i} index={i} />);

let setProviderTheme: (theme: TenantTheme) => void = () => {};

function ProviderRoot({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState(() => deriveTheme('#FF4048')!);
  useEffect(() => {
    setProviderTheme = setTheme;
  }, []);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** Forces style and layout so the measured time includes the browser's work, not just ours. */
function settle() {
  void document.body.getBoundingClientRect().height;
  const last = document.querySelector('#root button:last-of-type');
  if (last) void getComputedStyle(last).backgroundColor;
}

function time(change: () => void) {
  const start = performance.now();
  change();
  settle();
  return performance.now() - start;
}

const root = document.documentElement;

Object.assign(window, {
  bench: {
    mode,
    count: () => document.querySelectorAll('#root button').length,
    renders: () => ({ commits, itemRenders }),
    bare: (color: string) => time(() => root.style.setProperty('--ajar-color-primary', color)),
    applyTheme: (color: string) => time(() => applyTheme(color)),
    provider: (color: string) => time(() => flushSync(() => setProviderTheme(deriveTheme(color)!))),
    computedPrimary: () =>
      getComputedStyle(document.querySelector('#root button')!).backgroundColor,
  },
});

const tree = (
  <Profiler id="tree" onRender={() => (commits += 1)}>
    {mode === 'provider' ? <ProviderRoot>{items}</ProviderRoot> : items}
  </Profiler>
);
createRoot(document.getElementById('root')!).render(tree);
