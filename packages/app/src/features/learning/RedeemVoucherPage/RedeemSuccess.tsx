import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@ajar/ui';
import type { VoucherRedemption } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';

interface RedeemSuccessProps {
  redemption: VoucherRedemption;
  onRedeemAnother: () => void;
}

/**
 * The course the voucher opened, and the way into it. Focus moves here, so it is heard: by
 * its name and description, once (no live region besides, which would say it again).
 */
export function RedeemSuccess({ redemption, onRedeemAnother }: RedeemSuccessProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const navigateOnClick = useNavigateOnClick();
  const panel = useRef<HTMLElement>(null);
  const descriptionId = useId();
  useEffect(() => panel.current?.focus(), []);
  const learn = `/courses/${redemption.course.id}/learn`;
  return (
    <Card
      ref={panel}
      as="section"
      tabIndex={-1}
      aria-label={t('vouchers.successTitle')}
      aria-describedby={descriptionId}
      title={t('vouchers.successTitle')}
      headingLevel={2}
      footer={
        <>
          <Button href={learn} onClick={navigateOnClick(learn)}>
            {t('vouchers.startLearning')}
          </Button>
          <Button variant="secondary" onClick={onRedeemAnother}>
            {t('vouchers.redeemAnother')}
          </Button>
        </>
      }
    >
      <p id={descriptionId}>
        {t('vouchers.successDescription', { title: pick(redemption.course.title) })}
      </p>
    </Card>
  );
}
