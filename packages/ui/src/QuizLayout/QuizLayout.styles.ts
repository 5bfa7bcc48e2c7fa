import styled from 'styled-components';
import { breakpoint, color, component, space, zIndex } from '@ajar/tokens';

/** The sticky status bar's measured height (QuizLayout sets it). */
export const STATUS_HEIGHT = '--quiz-status-height';

/** Measures its own width: the learn player decides how much room the quiz gets. */
export const Root = styled.div`
  container-type: inline-size;
`;

interface Parts {
  $hasStatus: boolean;
  $hasAside: boolean;
}

/** Grid areas for the parts given only, so a stacked result has no empty rows and gaps. */
const areas = ({ $hasStatus, $hasAside }: Parts, isWide: boolean) => {
  const side = isWide && $hasAside;
  const rows = [
    $hasStatus && (side ? 'status status' : 'status'),
    side ? 'main aside' : 'main',
    !side && $hasAside && 'aside',
  ];
  return rows
    .filter(Boolean)
    .map((row) => `'${row}'`)
    .join(' ');
};

export const Columns = styled.div<Parts>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: ${(parts) => areas(parts, false)};
  gap: ${space[6]};
  align-items: start;

  /* The question as wide as a QuestionCard grows, the navigator right beside it. */
  @container (width >= ${breakpoint.md}px) {
    grid-template-columns: minmax(0, ${component.questionCardMaxWidth}) ${({ $hasAside }) =>
        $hasAside ? 'max-content' : ''};
    grid-template-areas: ${(parts) => areas(parts, true)};
  }
`;

/** The timer stays visible while a long question scrolls. */
export const StatusBar = styled.div`
  grid-area: status;
  position: sticky;
  inset-block-start: 0;
  z-index: ${zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]} ${space[4]};
  padding: ${space[2]} ${space[3]};
  border-block-end: 1px solid ${color.border};
  background: ${color.surface};
`;

export const Main = styled.div`
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  min-width: 0;

  /* Whatever is scrolled to (a question taking focus after "next") stops below the bar. */
  & > * {
    scroll-margin-block-start: calc(var(${STATUS_HEIGHT}, 0px) + ${space[4]});
  }
`;

/** Previous on the left, next on the right, as wide as the question. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[2]};
  max-width: ${component.questionCardMaxWidth};

  & > :last-child:not(:first-child),
  & > :only-child {
    margin-inline-start: auto;
  }
`;

export const Aside = styled.div`
  grid-area: aside;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[4]};
`;
