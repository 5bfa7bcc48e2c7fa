import { useTranslation } from 'react-i18next';
import { PageSection, Table } from '@ajar/ui';
import type { MyPoints } from '@ajar/api/contract';
import { usePointFormats } from '../shared/usePointFormats';

type Rule = MyPoints['rules'][number];

/**
 * How points are earned, as the API decides them: each way with its amount, what it is given
 * for, and its limits in words (the bonus for a quiz's score, the most a day).
 */
export function EarningRules({ rules }: { rules: MyPoints['rules'] }) {
  const { t } = useTranslation();
  const format = usePointFormats();
  const details = (rule: Rule) =>
    [
      t(`points.rule.${rule.code}.description`),
      rule.scoreBonus !== null && t('points.rules.scoreBonus', { count: rule.scoreBonus }),
      rule.dailyCap !== null && t('points.rules.dailyCap', { count: rule.dailyCap }),
    ]
      .filter(Boolean)
      .join(' ');

  return (
    <PageSection title={t('points.rules.title')} description={t('points.rules.lead')}>
      <Table<Rule>
        caption={t('points.rules.caption')}
        isCaptionHidden
        narrowLayout="stack"
        rows={rules}
        getRowKey={(rule) => rule.code}
        columns={[
          {
            key: 'name',
            header: t('points.rules.activity'),
            isRowHeader: true,
            render: (rule) => t(`points.rule.${rule.code}.name`),
          },
          {
            key: 'points',
            header: t('points.rules.points'),
            align: 'end',
            render: (rule) => format.number(rule.points),
          },
          { key: 'details', header: t('points.rules.details'), render: details },
        ]}
      />
    </PageSection>
  );
}
