import { fontWeight, typeScale } from '@ajar/tokens';
import { Code, Table } from './specimens.styles';

const SAMPLE = 'Belajar setiap hari, sedikit demi sedikit';

const remToPx = (rem: string) => `${Number.parseFloat(rem) * 16}px`;

/** Where each step is used in the kit: the guidance beside the scale. */
const USE: Record<keyof typeof typeScale, string> = {
  xs: 'badges (500, tracked), captions, meta',
  sm: 'labels, hints, table cells, buttons sm',
  md: 'body text, buttons, inputs',
  lg: 'lead paragraphs, dialog and drawer titles',
  xl: 'section titles (h2)',
  '2xl': 'course titles on the certificate, large h2',
  '3xl': 'page titles (h1)',
  '4xl': 'display: a name on a certificate',
};

/** Every step of the type scale, set live from the tokens. */
export function TypeScaleSpecimen() {
  return (
    <Table>
      <caption>Type scale</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Size / line height</th>
          <th scope="col">Use</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(typeScale).map(([step, { fontSize, lineHeight }]) => (
          <tr key={step} data-step={step}>
            <td>
              <Code>fontSize[&apos;{step}&apos;]</Code>
            </td>
            <td>
              {remToPx(fontSize)} / {remToPx(lineHeight)}
            </td>
            <td>{USE[step as keyof typeof typeScale]}</td>
            <td style={{ fontSize, lineHeight }}>{SAMPLE}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const WEIGHT_USE: Record<keyof typeof fontWeight, string> = {
  regular: 'body text, table cells, descriptions',
  medium: 'labels, buttons, badges, tabs, the current item',
  semibold: 'headings h1-h3, dialog titles',
  bold: 'display figures only: a score, a timer, a certificate name',
};

/** The four weights of the one variable font file, each with where it belongs. */
export function WeightSpecimen() {
  return (
    <Table>
      <caption>Weights</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Weight</th>
          <th scope="col">Use</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(fontWeight).map(([name, weight]) => (
          <tr key={name} data-weight={weight}>
            <td>
              <Code>fontWeight.{name}</Code>
            </td>
            <td>{weight}</td>
            <td>{WEIGHT_USE[name as keyof typeof fontWeight]}</td>
            <td style={{ fontWeight: weight }}>{SAMPLE}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
