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
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  grid-template-areas: 'previous position next';
  align-items: center;
  gap: ${space[3]};

  /* Phones: where the learner is goes above the two buttons, which keep their full words. */
  ${whenCompact(css`
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas:
      'position position'
      'previous next';
    gap: ${space[2]} ${space[3]};
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

export const StepLabel = styled.span`
  font-weight: ${fontWeight.medium};
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
`;

export const Reason = styled.p`
  margin: 0;
  font-size: ${fontSize.xs};
  color: ${color.textMuted};
  line-height: ${lineHeight.normal};
  text-align: end;
`;
