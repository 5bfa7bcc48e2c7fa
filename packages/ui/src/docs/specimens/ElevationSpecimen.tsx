import styled from 'styled-components';
import { color, radius, shadow, space } from '@ajar/tokens';
import { Code, Grid, Muted, Tile } from './specimens.styles';

const Surface = styled.div`
  block-size: ${space[16]};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

const USE: Record<keyof typeof shadow, string> = {
  sm: 'resting surfaces: cards, panels, questions, tooltips, the certificate sheet',
  md: 'raised: a hovered card link, open menus',
  lg: 'above the page: dialogs, drawers, toasts',
};

/** The three shadows, each on a surface, with what sits at that height. */
export function ElevationSpecimen() {
  return (
    <Grid aria-label="Elevation">
      {Object.entries(shadow).map(([name, value]) => (
        <Tile key={name} data-shadow={name}>
          <Surface style={{ boxShadow: value }} />
          <Code>shadow.{name}</Code>
          <Muted>{USE[name as keyof typeof shadow]}</Muted>
        </Tile>
      ))}
    </Grid>
  );
}
