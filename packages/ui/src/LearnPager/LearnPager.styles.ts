import styled, { css } from 'styled-components';
import {
  color,
  component,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  space,
} from '@ajar/tokens';
import { buttonBase, buttonVariants } from '../Button/Button.styles';
import { visuallyHidden } from '../internal/a11y';
import { layoutContainer, whenCompact } from '../internal/layout';
import { LinkOrAnchor } from '../internal/link';

export const Root = styled.nav`
  ${layoutContainer}
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[3]} ${space[4]};
  font-family: ${fontFamily.body};
  color: ${color.text};

  /* Phones: one slim row, so the lesson keeps the screen (LearnLayout's Phone story budget). */
  ${whenCompact(css`
    gap: ${space[1]};
    padding: ${space[2]} ${space[3]};
  `)}
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  grid-template-areas: 'previous position next';
  align-items: center;
  gap: ${space[3]};

  /* Phones: one row. Previous shrinks to its arrow (its words stay its name), so where the
     learner is fits between it and next, which keeps its words as the one main action. */
  ${whenCompact(css`
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: ${space[2]};
  `)}
`;

export const Slot = styled.div<{ $align: 'start' | 'end' }>`
  grid-area: ${({ $align }) => ($align === 'start' ? 'previous' : 'next')};
  display: flex;
  min-inline-size: 0;
  justify-content: ${({ $align }) => ($align === 'start' ? 'flex-start' : 'flex-end')};
`;

const step = css`
  ${buttonBase}
  gap: ${space[2]};
  max-inline-size: 100%;
  padding: ${space[2]} ${space[3]};
  font-size: ${fontSize.sm};

  svg {
    flex: none;
    inline-size: ${component.buttonIconSize};
    block-size: ${component.buttonIconSize};
  }
  ${whenCompact(css`
    min-block-size: ${component.buttonHeightSm};
    padding-block: ${space[1]};
  `)}
`;

export const StepLink = styled(LinkOrAnchor)<{ $variant: 'primary' | 'secondary' }>`
  ${step}
  ${({ $variant }) => buttonVariants[$variant]}
`;

/** A locked next content: it looks like the button, faded, and is not a link. */
export const DisabledStep = styled.span`
  ${step}
  ${buttonVariants.secondary}
  cursor: not-allowed;
  opacity: 0.6;
`;

export const StepText = styled.span<{ $isEnd: boolean }>`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  text-align: ${({ $isEnd }) => ($isEnd ? 'end' : 'start')};
`;

export const StepLabel = styled.span<{ $isBack: boolean }>`
  font-weight: ${fontWeight.medium};
  ${({ $isBack }) => $isBack && whenCompact(visuallyHidden)}
`;

/** The content's title: one line on wide screens, read but not shown on phones. */
export const StepTitle = styled.span`
  overflow: hidden;
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.regular};
  text-overflow: ellipsis;
  white-space: nowrap;
  ${whenCompact(visuallyHidden)}
`;

export const Position = styled.p`
  grid-area: position;
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
  line-height: ${lineHeight.tight};
  text-align: center;
  white-space: nowrap;

  /* Between the two buttons on a phone: smaller, and free to wrap rather than push them out. */
  ${whenCompact(css`
    font-size: ${fontSize.xs};
    white-space: normal;
  `)}
`;

export const Reason = styled.p`
  margin: 0;
  font-size: ${fontSize.xs};
  color: ${color.textMuted};
  line-height: ${lineHeight.normal};
  text-align: end;
`;
