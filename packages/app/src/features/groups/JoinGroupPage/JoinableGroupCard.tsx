import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card } from '@ajar/ui';
import type { JoinableGroupList } from '@ajar/api/contract';

export type JoinableGroup = JoinableGroupList['items'][number];

interface Props {
  group: JoinableGroup;
  isAsking: boolean;
  /** Asked from this card just now: focus goes to the "waiting" that replaced the button. */
  isJustAsked: boolean;
  onAsk: () => void;
}

/** A group of my company I am not in, and where my request to join it stands. */
export function JoinableGroupCard({ group, isAsking, isJustAsked, onAsk }: Props) {
  const { t } = useTranslation();
  const waiting = useRef<HTMLSpanElement>(null);
  const isWaiting = group.myRequest === 'requested';
  useEffect(() => {
    if (isJustAsked && isWaiting) waiting.current?.focus();
  }, [isJustAsked, isWaiting]);

  const isRejected = group.myRequest === 'rejected';
  const ask = (
    <Button
      size="sm"
      variant={isRejected ? 'secondary' : 'primary'}
      isLoading={isAsking}
      loadingLabel={t('groups.join.ask.asking')}
      onClick={onAsk}
      aria-label={
        isRejected
          ? t('groups.join.ask.askAgainFor', { name: group.name })
          : t('groups.join.ask.askFor', { name: group.name })
      }
    >
      {isRejected ? t('groups.join.ask.askAgain') : t('groups.join.ask.ask')}
    </Button>
  );
  return (
    <Card
      as="article"
      title={group.name}
      headingLevel={3}
      footer={
        isWaiting ? (
          <Badge ref={waiting} tabIndex={-1} tone="info">
            {t('groups.join.ask.waiting')}
          </Badge>
        ) : (
          ask
        )
      }
    >
      {group.description && <p>{group.description}</p>}
      <p>{t('groups.list.memberCount', { count: group.memberCount })}</p>
      {isRejected && <p>{t('groups.join.ask.rejected')}</p>}
    </Card>
  );
}
