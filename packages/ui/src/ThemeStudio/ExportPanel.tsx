import { useState } from 'react';
import { themeVars, type TenantTheme } from '@ajar/tokens';
import { Button } from '../Button';
import { themeStudioMessages } from '../messages/groups/theme';
import { useOwnMessages } from '../messages/useOwnMessages';
import { Tabs } from '../Tabs';
import { CodeBlock, ExportActions } from './ThemeStudio.styles';

/** The theme as a stylesheet a developer can paste, and as data for another tool. */
export function exportTheme(theme: TenantTheme) {
  const body = themeVars(theme)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return { css: `:root {\n${body}\n}\n`, json: `${JSON.stringify(theme, null, 2)}\n` };
}

function CopyableCode({ text }: { text: string }) {
  const { messages } = useOwnMessages(themeStudioMessages);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <>
      {/* Scrollable: focusable so keyboard users can scroll it too. */}
      <CodeBlock tabIndex={0}>
        <code>{text}</code>
      </CodeBlock>
      <ExportActions>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {messages.studioCopy}
        </Button>
        <span role="status">
          {status === 'copied' && messages.studioCopied}
          {status === 'failed' && messages.studioCopyFailed}
        </span>
      </ExportActions>
    </>
  );
}

export function ExportPanel({ theme }: { theme: TenantTheme }) {
  const { messages } = useOwnMessages(themeStudioMessages);
  const { css, json } = exportTheme(theme);
  return (
    <Tabs
      label={messages.studioExportLabel}
      items={[
        { value: 'css', label: messages.studioExportCss, content: <CopyableCode text={css} /> },
        { value: 'json', label: messages.studioExportJson, content: <CopyableCode text={json} /> },
      ]}
    />
  );
}
