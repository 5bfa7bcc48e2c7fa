import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Actions, Aside, Columns, Main, Root, StatusBar } from './QuizLayout.styles';

export interface QuizLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** Kept in view above the question: the `QuizTimer` and the `QuizSaveStatus`. */
  status?: ReactNode;
  /** The question on screen, usually one `QuestionCard`. */
  children: ReactNode;
  /** Under the question: previous / next buttons. */
  actions?: ReactNode;
  /** Beside the question when there is room, under it on a phone: `QuizNavigator`, submit. */
  aside?: ReactNode;
  /** Forwarded to the outer `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The screen of a quiz being taken: the timer and save status kept in view at the top, the
 * question with its previous / next buttons, and the question navigator beside it (under it
 * on a phone, after the buttons, so the answer comes first). Without status and aside it
 * stacks its children at a question's width (intro, result). It adds no landmarks: the page
 * it sits in owns them.
 */
export function QuizLayout({ status, children, actions, aside, ...rest }: QuizLayoutProps) {
  return (
    <Root {...rest}>
      <Columns $hasStatus={Boolean(status)} $hasAside={Boolean(aside)}>
        {status && <StatusBar>{status}</StatusBar>}
        <Main>
          {children}
          {actions && <Actions>{actions}</Actions>}
        </Main>
        {aside && <Aside>{aside}</Aside>}
      </Columns>
    </Root>
  );
}
