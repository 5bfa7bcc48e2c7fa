import styled from 'styled-components';
import { color, component, space, zIndex } from '@ajar/tokens';
import { layoutContainer, wideOnly } from './responsive';
import { minTarget } from '../a11y/targetSize';

/* The page shell shared by PublicLayout, MemberLayout and InformationalLayout. */

/** The root every layout shares: establishes the container the compact rules measure. */
export const LayoutRoot = styled.div`
  ${layoutContainer}
  position: relative;
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  background: ${color.surface};
  color: ${color.text};
`;

/** The brand band along its top edge is the tenant's colour exactly: six tenants, six headers. */
export const Header = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${zIndex.sticky};
  border-block-start: ${component.layoutBrandBandHeight} solid ${color.brandSurface};
  border-block-end: 1px solid ${color.border};
  background: ${color.surface};
`;

export const Logo = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  min-inline-size: 0;
`;

export const HeaderEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  margin-inline-start: auto;
`;

/** Slots moved into the drawer on phones (the language switcher). */
export const WideOnly = styled.div`
  display: contents;
  ${wideOnly}
`;

export const Footer = styled.footer`
  border-block-start: 1px solid ${color.border};
  background: ${color.surfaceSunken};
`;

export const FooterInner = styled.div`
  max-inline-size: ${component.layoutContentMaxWidth};
  margin-inline: auto;
  padding: ${space[6]} ${space[4]};

  /* Footer links sit in a row of short words: each needs a 24 px target of its own. */
  a,
  button {
    ${minTarget}
  }
`;

export const DrawerSection = styled.div`
  margin-block-start: ${space[6]};
`;
