import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  brandWarnings,
  deriveTheme,
  normalizeHex,
  type BrandWarning,
  type Hex,
} from '@ajar/tokens';
import { BrandMark } from '../BrandMark';
import { Button } from '../Button';
import { Callout } from '../Callout';
import { themeStudioMessages, type ThemeStudioMessageKey } from '../messages/groups/theme';
import { useOwnMessages } from '../messages/useOwnMessages';
import { Tabs } from '../Tabs';
import { TextField } from '../TextField';
import { ThemePreview } from '../ThemePreview';
import { ThemeScope } from '../ThemeScope';
import { ExportPanel } from './ExportPanel';
import {
  ColourRow,
  CompareGrid,
  Heading,
  Picker,
  PreviewFrame,
  PreviewPane,
  Root,
  Scroller,
  Section,
  Tenant,
  TenantActions,
  WarningList,
} from './ThemeStudio.styles';

export interface StudioTenant {
  name: string;
  primaryColor: string;
}

export interface StudioPreview {
  id: string;
  /** The tab's label, e.g. "Masuk". */
  label: string;
  /** A page built from kit components; it is shown in the colour being edited. */
  content: ReactNode;
}

export interface ThemeStudioProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  /** The company being branded: its name shows beside the others. */
  tenantName: string;
  /**
   * The colour to start from.
   * @default '#FF4048'
   */
  defaultValue?: string;
  /** Called with each valid colour (lower-case `#rrggbb`) as it is typed or picked. */
  onChange?: (primaryColor: Hex) => void;
  /** Other companies shown side by side with this one, so a look-alike is noticed. */
  compareWith?: StudioTenant[];
  /** Pages to preview in the edited colour, one tab each. */
  previews?: StudioPreview[];
  /** Forwarded to the outer `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

const warningText: Record<BrandWarning, ThemeStudioMessageKey> = {
  'close-to-danger': 'studioWarnCloseToDanger',
  'close-to-success': 'studioWarnCloseToSuccess',
  'close-to-white': 'studioWarnCloseToWhite',
};

/**
 * Where a company picks its brand colour: a validated hex field with a picker, the derived
 * palette with contrast figures, warnings when the brand is close to danger, success or white,
 * the company beside others, page previews in the colour, and export as CSS or JSON. Invalid
 * input never reaches the previews: they keep the last valid colour.
 */
export function ThemeStudio({
  tenantName,
  defaultValue = '#FF4048',
  onChange,
  compareWith = [],
  previews = [],
  ...rest
}: ThemeStudioProps) {
  const { messages } = useOwnMessages(themeStudioMessages);
  const [draft, setDraft] = useState(defaultValue);
  const [colour, setColour] = useState<Hex>(normalizeHex(defaultValue) ?? '#ff4048');
  const [isTouched, setIsTouched] = useState(false);
  const isValid = normalizeHex(draft) !== null;
  const theme = deriveTheme(colour)!;
  const warnings = brandWarnings(colour);

  const edit = (value: string) => {
    setDraft(value);
    const valid = normalizeHex(value);
    if (valid) {
      setColour(valid);
      onChange?.(valid);
    }
  };

  const tenants: StudioTenant[] = [{ name: tenantName, primaryColor: colour }, ...compareWith];

  return (
    <Root {...rest}>
      <Section>
        <Heading>{messages.studioColorLabel}</Heading>
        <ColourRow>
          <TextField
            label={messages.studioColorLabel}
            hint={messages.studioColorHint}
            value={draft}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => edit(event.target.value)}
            onBlur={() => setIsTouched(true)}
            error={isTouched && !isValid ? messages.studioColorInvalid : undefined}
          />
          <Picker
            type="color"
            aria-label={messages.studioPickerLabel}
            value={colour}
            onChange={(event) => edit(event.target.value)}
          />
        </ColourRow>
        {warnings.length > 0 ? (
          <Callout tone="warning" title={messages.studioWarningsTitle} headingLevel={3}>
            <WarningList>
              {warnings.map((w) => (
                <li key={w}>{messages[warningText[w]]}</li>
              ))}
            </WarningList>
          </Callout>
        ) : (
          <Callout tone="info" title={messages.studioWarningsNone} headingLevel={3}>
            {messages.studioWarningsNoneBody}
          </Callout>
        )}
        {/* The five-column table scrolls inside itself on a phone; focusable to scroll by key. */}
        <Scroller tabIndex={0}>
          <ThemePreview primaryColor={colour} />
        </Scroller>
      </Section>

      <Section>
        <Heading>{messages.studioCompareTitle}</Heading>
        <CompareGrid>
          {tenants.map((tenant) => (
            <ThemeScope key={tenant.name} primaryColor={tenant.primaryColor}>
              <Tenant>
                <BrandMark name={tenant.name} />
                <TenantActions>
                  <Button size="sm">{messages.themeSampleText}</Button>
                </TenantActions>
              </Tenant>
            </ThemeScope>
          ))}
        </CompareGrid>
      </Section>

      {previews.length > 0 && (
        <Section>
          <Heading>{messages.studioPreviewTitle}</Heading>
          <ThemeScope primaryColor={colour}>
            <PreviewPane>
              <Tabs
                label={messages.studioPreviewLabel}
                items={previews.map((p) => ({
                  value: p.id,
                  label: p.label,
                  content: <PreviewFrame>{p.content}</PreviewFrame>,
                }))}
              />
            </PreviewPane>
          </ThemeScope>
        </Section>
      )}

      <Section>
        <Heading>{messages.studioExportTitle}</Heading>
        <ExportPanel theme={theme} />
      </Section>
    </Root>
  );
}
