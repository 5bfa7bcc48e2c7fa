import {
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Actions, Aside, Columns, Main, Root, STATUS_HEIGHT, StatusBar } from './QuizLayout.styles';

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
export function QuizLayout({ status, children, actions, aside, style, ...rest }: QuizLayoutProps) {
  const [barRef, barHeight] = useStatusHeight(Boolean(status));
  return (
    <Root {...rest} style={{ ...style, [STATUS_HEIGHT]: `${barHeight}px` }}>
      <Columns $hasStatus={Boolean(status)} $hasAside={Boolean(aside)}>
        {status && <StatusBar ref={barRef}>{status}</StatusBar>}
        <Main>
          {children}
          {actions && <Actions>{actions}</Actions>}
        </Main>
        {aside && <Aside>{aside}</Aside>}
      </Columns>
    </Root>
  );
}

/**
 * The sticky bar's height as it is (it wraps on a phone, and the save status changes its
 * text), so what is scrolled to, such as the next question, stops below the bar.
 */
function useStatusHeight(hasStatus: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasStatus]);
  return [ref, height] as const;
}
