import styled from 'styled-components';
import { component, fontWeight } from '@ajar/tokens';
import { Code, Table } from './specimens.styles';

// The line is measured whole; the page shows what fits.
const Clip = styled.div`
  max-inline-size: ${component.documentMaxWidth};
  overflow: hidden;
`;

// The line the fallback's size adjust was measured on: the product's own words, capitals and
// figures included, since the width ratio depends on the letters.
const LINE =
  'Kursus Dasar Kepemimpinan Tim untuk karyawan baru. Selesaikan kuis akhir dan dapatkan ' +
  'sertifikat Anda. Microsoft Excel untuk Analisis Data 2026';
const FAMILIES = {
  font: "'Plus Jakarta Sans'",
  fallback: "'Plus Jakarta Sans Fallback'",
} as const;

/** One line in Plus Jakarta Sans and in its fallback face, at each weight, to compare. */
export function FallbackSpecimen() {
  return (
    <Table>
      <caption>Plus Jakarta Sans and its metric-matched fallback</caption>
      <thead>
        <tr>
          <th scope="col">Weight</th>
          <th scope="col">Face</th>
          <th scope="col">Line</th>
        </tr>
      </thead>
      <tbody>
        {Object.values(fontWeight).flatMap((weight) =>
          Object.entries(FAMILIES).map(([face, family]) => (
            <tr key={`${weight}-${face}`}>
              <td>{weight}</td>
              <td>
                <Code>{face}</Code>
              </td>
              <td>
                <Clip>
                  <span
                    data-family={face}
                    data-weight={weight}
                    style={{ fontFamily: family, fontWeight: weight, whiteSpace: 'nowrap' }}
                  >
                    {LINE}
                  </span>
                </Clip>
              </td>
            </tr>
          )),
        )}
      </tbody>
    </Table>
  );
}
