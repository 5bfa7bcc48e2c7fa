import type { ChartSeries } from './Chart.types';
import { DataTable } from './Chart.styles';

interface ChartTableProps {
  title: string;
  labelsName: string;
  labels: string[];
  series: ChartSeries[];
  format: (value: number) => string;
}

/** The chart's numbers as a real table: one row per label, one column per series. */
export function ChartTable({ title, labelsName, labels, series, format }: ChartTableProps) {
  return (
    <DataTable>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{labelsName}</th>
          {series.map((s) => (
            <th key={s.name} scope="col">
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, row) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {series.map((s) => {
              const value = s.values[row];
              return (
                <td key={s.name}>
                  {value !== undefined && Number.isFinite(value) ? format(value) : '–'}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
