import styled from 'styled-components';
import { color, component, duration, radius } from '@ajar/tokens';
import { compactOnly } from './responsive';
import { MenuIcon } from '../icons';

const StyledMenuButton = styled.button`
  ${compactOnly('inline-flex')}
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${component.layoutMenuButtonSize};
  block-size: ${component.layoutMenuButtonSize};
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
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

export interface MenuButtonProps {
  /** Accessible name, e.g. "Menu navigasi". */
  label: string;
  isExpanded: boolean;
  onClick: () => void;
}

/** The ☰ button that opens the navigation drawer; shown only in the compact arrangement. */
export function MenuButton({ label, isExpanded, onClick }: MenuButtonProps) {
  return (
    <StyledMenuButton
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={isExpanded}
      onClick={onClick}
    >
      <MenuIcon />
    </StyledMenuButton>
  );
}
