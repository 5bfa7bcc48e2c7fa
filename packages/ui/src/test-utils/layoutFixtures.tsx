import { fn } from 'storybook/test';
import { DropdownMenu } from '../DropdownMenu';

/** Sample slots shared by the layout stories (PublicLayout, MemberLayout, InformationalLayout). */
export const sampleLogo = (
  <a href="#beranda" style={{ color: 'inherit', fontWeight: 700, textDecoration: 'none' }}>
    Maju Jaya Academy
  </a>
);

export const sampleLanguageSwitcher = (
  <DropdownMenu
    label="Bahasa Indonesia"
    align="end"
    items={[
      { id: 'id', label: 'Bahasa Indonesia', onSelect: fn() },
      { id: 'en', label: 'English', onSelect: fn() },
    ]}
  />
);
