import { Code, Grid, Muted, Tile } from './specimens.styles';
import { iconCatalogue } from './iconCatalogue';

/** Every icon of the published set with its name, grid and the one concept it stands for. */
export function IconGallery() {
  return (
    <Grid aria-label="Icons">
      {iconCatalogue.map(({ name, Icon, grid, concept }) => (
        <Tile key={name} data-icon={name}>
          <Icon />
          <Code>{name}</Code>
          <Muted>
            {grid} px grid: {concept}
          </Muted>
        </Tile>
      ))}
    </Grid>
  );
}
