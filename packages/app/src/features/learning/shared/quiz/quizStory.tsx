import { createContext, use, useState, type ReactNode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { PageHeader } from '@ajar/ui';
import type { LearnContent } from '@ajar/api/contract';
import { App } from '../../../../App';
import { useLocalized } from '../../../../shared/data/localized';
import { RootShell } from '../../../../shared/shell/RootShell';
import { QuizPanel } from './QuizPanel';

const Slot = createContext<ReactNode>(null);

function SlotRoute() {
  return <main>{use(Slot)}</main>;
}

/**
 * Stories only: a part of a page (the quiz panel, the attempt review) with the app around it
 * (translations, SWR, toasts, session), as the page that renders it would have.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ Component: RootShell, children: [{ path: '*', Component: SlotRoute }] }]),
  );
  return (
    <Slot value={children}>
      <App router={router} swr={{ shouldRetryOnError: false }} />
    </Slot>
  );
}

function QuizPage({ content, onFinished }: QuizStoryProps) {
  const pick = useLocalized();
  return (
    <>
      <PageHeader title={pick(content.title)} />
      <QuizPanel courseId={1} content={content} onFinished={onFinished} />
    </>
  );
}

export interface QuizStoryProps {
  content: LearnContent;
  onFinished: () => void;
}

/** The quiz panel as the learn player shows it: under the content's title. */
export function QuizStory(props: QuizStoryProps) {
  return (
    <AppFrame>
      <QuizPage {...props} />
    </AppFrame>
  );
}
