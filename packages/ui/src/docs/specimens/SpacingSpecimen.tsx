import styled from 'styled-components';
import { color, radius, space } from '@ajar/tokens';
import { Code, Table } from './specimens.styles';

const Bar = styled.span`
  display: block;
  block-size: ${space[3]};
  background: ${color.borderStrong};
  border-radius: ${radius.sm};
`;

const remToPx = (value: string) => (value === '0' ? '0' : `${Number.parseFloat(value) * 16}px`);

/** The spacing scale (a 4 px grid) with each step drawn at its width. */
export function SpacingSpecimen() {
  return (
    <Table>
      <caption>Spacing</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Width</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(space).map(([step, value]) => (
          <tr key={step} data-space={step}>
            <td>
              <Code>space[{step}]</Code>
            </td>
            <td>
              {value} ({remToPx(value)})
            </td>
            <td>
              <Bar style={{ inlineSize: value }} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Swatch = styled.span`
  display: block;
  inline-size: ${space[16]};
  block-size: ${space[10]};
  border: 1px solid ${color.border};
  background: ${color.surface};
`;

/** The corner radii, each drawn. */
export function RadiusSpecimen() {
  return (
    <Table>
      <caption>Radii</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Shape</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(radius).map(([name, value]) => (
          <tr key={name}>
            <td>
              <Code>radius.{name}</Code>
            </td>
            <td>{value}</td>
            <td>
              <Swatch style={{ borderRadius: value }} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
