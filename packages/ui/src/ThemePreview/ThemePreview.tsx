import { AA_NON_TEXT, AA_TEXT, contrastRatio, deriveTheme, type Hex } from '@ajar/tokens';
import { useUiMessages } from '../messages';
import { Code, Swatch, Table, Verdict } from './ThemePreview.styles';

export interface ThemePreviewProps {
  /** The tenant brand colour to preview, `#RRGGBB` or `#RGB`. */
  primaryColor: string;
}

type FilledRole =
  'brandSurface' | 'primaryFill' | 'primaryHover' | 'primaryActive' | 'primarySubtle';

interface Row {
  role: FilledRole | 'primaryBorder' | 'primaryText';
  background: Hex;
  foreground: Hex;
  /** What the contrast is measured against, and the ratio it needs. */
  against: Hex;
  minimum: number;
}

/** A coloured background and the text colour the theme puts on it. */
const filled = (role: FilledRole, background: Hex, foreground: Hex): Row => ({
  role,
  background,
  foreground,
  against: background,
  minimum: AA_TEXT,
});

/**
 * The colours derived from a tenant brand colour, each with the text colour used on it and
 * the measured contrast, so a tenant admin sees before saving that the brand stays readable.
 */
export function ThemePreview({ primaryColor }: ThemePreviewProps) {
  const { messages } = useUiMessages();
  const theme = deriveTheme(primaryColor);
  if (!theme) return <p role="alert">{messages.themeInvalid}</p>;

  const surface: Hex = '#ffffff';
  const rows: Row[] = [
    filled('brandSurface', theme.brandSurface, theme.onBrandSurface),
    filled('primaryFill', theme.primaryFill, theme.onPrimary),
    filled('primaryHover', theme.primaryHover, theme.onPrimaryHover),
    filled('primaryActive', theme.primaryActive, theme.onPrimaryActive),
    filled('primarySubtle', theme.primarySubtle, theme.onPrimarySubtle),
    {
      role: 'primaryBorder',
      background: surface,
      foreground: theme.primaryBorder,
      against: surface,
      minimum: AA_NON_TEXT,
    },
    {
      role: 'primaryText',
      background: surface,
      foreground: theme.primaryText,
      against: surface,
      minimum: AA_TEXT,
    },
  ];

  return (
    <Table>
      <caption>{messages.themeCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{messages.themeRole}</th>
          <th scope="col">{messages.themeSample}</th>
          <th scope="col">{messages.themeColor}</th>
          <th scope="col">{messages.themeTextColor}</th>
          <th scope="col">{messages.themeContrast}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const ratio = contrastRatio(row.foreground, row.against);
          const pass = ratio >= row.minimum;
          const isBorder = row.role === 'primaryBorder';
          return (
            <tr key={row.role}>
              <th scope="row">{messages[`role_${row.role}`]}</th>
              <td>
                <Swatch
                  style={{
                    background: row.background,
                    color: isBorder ? theme.primaryText : row.foreground,
                    borderColor: isBorder ? row.foreground : undefined,
                  }}
                >
                  {messages.themeSampleText}
                </Swatch>
              </td>
              <td>
                <Code>
                  {isBorder || row.role === 'primaryText' ? row.foreground : row.background}
                </Code>
              </td>
              <td>
                <Code>{row.foreground}</Code>
              </td>
              <td>
                {ratio.toFixed(2)}:1{' '}
                <Verdict $pass={pass}>{pass ? messages.themePass : messages.themeFail}</Verdict>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
