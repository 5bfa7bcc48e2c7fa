import styled from 'styled-components';
import { color, component, duration, radius } from '@ajar/tokens';
import { DismissIcon } from '../icons';

const StyledCloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${component.overlayCloseSize};
  block-size: ${component.overlayCloseSize};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${radius.md};
  background: transparent;
  color: ${color.text};
  cursor: pointer;

  &:hover {
    transition: background-color ${duration.fast};
    background: ${color.surfaceSunken};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  svg {
    inline-size: 50%;
    block-size: 50%;
  }
`;

export interface CloseButtonProps {
  /** Accessible name, e.g. "Tutup". */
  label: string;
  onClick: () => void;
}

/** The × button of dialogs and drawers; the icon is decorative, the label names it. */
export function CloseButton({ label, onClick }: CloseButtonProps) {
  return (
    <StyledCloseButton type="button" aria-label={label} onClick={onClick}>
      <DismissIcon />
    </StyledCloseButton>
  );
}
