import { useTranslation } from 'react-i18next';
import { BarChart, Callout, Card, PageSection, RadarChart, Table } from '@ajar/ui';
import type {
  PsychotestAttempt,
  PsychotestResult as Result,
  PsychotestScale,
} from '@ajar/api/contract';
import { PSYCHOTEST_POINTS } from '@ajar/api/contract/psychotest-rules';
import { useLocalized } from '../../../shared/data/localized';
import { hollandCode } from './hollandCode';
import { PsychotestNote } from './PsychotestNote';
import { PsychotestSharing } from './PsychotestSharing';
import { usePsychotestFormats } from './usePsychotestFormats';

/** The locale keys' name of each test. */
const KIND = { 'big-five': 'bigFive', riasec: 'riasec' } as const;

export interface PsychotestResultProps {
  attempt: PsychotestAttempt;
  result: Result;
  /** My supervisor's name, whom I may share my result with. */
  supervisor: string | null;
  onShared: (attempt: PsychotestAttempt) => void;
}

/**
 * A finished test: whose it is when shared with me, any caution on how far it can be relied
 * on, the Holland code (RIASEC), the profile as a chart and as a table with each scale's
 * score, band and reading, what a result is not, where the items come from, and (mine only)
 * sharing it with my supervisor.
 */
export function PsychotestResult({ attempt, result, supervisor, onShared }: PsychotestResultProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = usePsychotestFormats();
  const kind = KIND[attempt.instrument];
  const isRiasec = attempt.instrument === 'riasec';
  const nameOf = (scale: PsychotestScale) =>
    isRiasec ? `${pick(scale.name)} (${scale.key})` : pick(scale.name);
  const code = hollandCode(result);

  const chart = {
    title: t(`psychotests.result.chart.${kind}`),
    labels: result.scales.map(nameOf),
    series: [{ name: t('psychotests.result.series'), values: result.scales.map((s) => s.mean) }],
    valueFormat: 'number' as const,
    max: PSYCHOTEST_POINTS,
    labelsName: t(`psychotests.result.scale.${kind}`),
  };

  return (
    <>
      <PageSection
        title={pick(attempt.title)}
        description={
          attempt.finishedAt
            ? t('psychotests.result.finishedAt', { date: format.day(attempt.finishedAt) })
            : undefined
        }
      >
        {attempt.sharedBy && (
          <Callout
            tone="info"
            headingLevel={3}
            title={t('psychotests.result.sharedBy', { name: attempt.sharedBy })}
          >
            <p>{t('psychotests.result.sharedByText', { name: attempt.sharedBy })}</p>
          </Callout>
        )}
        {result.quality.length > 0 && (
          <Callout tone="warning" headingLevel={3} title={t('psychotests.result.quality.title')}>
            <ul>
              {result.quality.map((flag) => (
                <li key={flag}>{t(`psychotests.result.quality.${flag}`)}</li>
              ))}
            </ul>
            <p>{t('psychotests.result.quality.after')}</p>
          </Callout>
        )}
        {code && (
          <Card
            title={t('psychotests.result.code.title', { code: format.or(code.codes) })}
            headingLevel={3}
          >
            <p>{t('psychotests.result.code.about')}</p>
            {result.codeIsTied && (
              <p>
                {code.tied.length > 1
                  ? t('psychotests.result.code.tied', {
                      types: format.and(code.tied.map(nameOf)),
                      codes: format.and(code.codes),
                    })
                  : t('psychotests.result.code.tiedUnnamed')}
              </p>
            )}
          </Card>
        )}
        {isRiasec ? <RadarChart {...chart} /> : <BarChart orientation="horizontal" {...chart} />}
        <p>{t('psychotests.result.bandNote')}</p>
        <Table<PsychotestScale>
          caption={t(`psychotests.result.table.${kind}`)}
          narrowLayout="stack"
          rows={result.scales}
          getRowKey={(scale) => scale.key}
          columns={[
            {
              key: 'name',
              header: t(`psychotests.result.scale.${kind}`),
              isRowHeader: true,
              render: nameOf,
            },
            {
              key: 'raw',
              header: t('psychotests.result.score'),
              render: (scale) =>
                t('psychotests.result.raw', { raw: scale.raw, min: scale.min, max: scale.max }),
            },
            {
              key: 'band',
              header: t('psychotests.result.band'),
              render: (scale) => t(`psychotests.result.bands.${scale.band}`),
            },
            {
              key: 'reading',
              header: t('psychotests.result.reading'),
              render: (scale) => pick(scale.reading),
            },
          ]}
        />
        <PsychotestNote headingLevel={3} />
      </PageSection>
      {attempt.sharedBy === null && (
        <PsychotestSharing attempt={attempt} supervisor={supervisor} onShared={onShared} />
      )}
      <PageSection title={t('psychotests.result.source')}>
        <ul>
          {attempt.source.citations.map((citation) => (
            <li key={citation}>{citation}</li>
          ))}
        </ul>
        <p>{pick(attempt.source.translation)}</p>
      </PageSection>
    </>
  );
}
