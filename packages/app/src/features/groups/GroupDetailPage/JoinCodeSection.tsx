import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, EmptyState, PageSection, QrCode, StatPanel, toast } from '@ajar/ui';
import type { GroupDetail, GroupJoinCode } from '@ajar/api/contract';
import { useLang } from '../../../shared/data/localized';
import { INTL_LOCALES, useFormatDateTime } from '../../../shared/dates/useFormatDateTime';
import { ConfirmDialog } from './ConfirmDialog';
import { groupedCode, joinAddress } from './joinCode';
import { NewCodeDialog } from './NewCodeDialog';
import { useFocusAfterRender } from './useFocusAfterRender';
import type { GroupWrites } from './useGroupWrites';

interface JoinCodeSectionProps {
  group: GroupDetail;
  writes: GroupWrites;
}

/**
 * The live join code for managers, large enough to read off a projector, with its QR code
 * for a room; making a new one (the old stops working) or turning it off.
 */
export function JoinCodeSection({ group, writes }: JoinCodeSectionProps) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const [isMaking, setMaking] = useState(false);
  const [isTurningOff, setTurningOff] = useState(false);
  const code = group.joinCode;

  async function turnOff() {
    await writes.turnOffCode();
    toast.success(t('groups.detail.code.turnedOff'));
    setTurningOff(false);
    // The button that opened the dialog went with the code.
    focusAfterRender(() => section.current);
  }

  const makeButton = (
    <Button size="sm" variant={code ? 'secondary' : 'primary'} onClick={() => setMaking(true)}>
      {t(code ? 'groups.detail.code.rotate' : 'groups.detail.code.create')}
    </Button>
  );

  return (
    <PageSection
      ref={section}
      tabIndex={-1}
      title={t('groups.detail.code.title')}
      description={t('groups.detail.code.lead')}
    >
      {code ? (
        <>
          {!code.isUsable && (
            <Callout tone="warning" headingLevel={3} title={t('groups.detail.code.unusable')}>
              {t('groups.detail.code.unusableHint')}
            </Callout>
          )}
          <LiveCode
            code={code}
            groupName={group.name}
            actions={
              <>
                {makeButton}{' '}
                <Button size="sm" variant="secondary" onClick={() => setTurningOff(true)}>
                  {t('groups.detail.code.turnOff')}
                </Button>
              </>
            }
          />
        </>
      ) : (
        <EmptyState
          headingLevel={3}
          title={t('groups.detail.code.none')}
          description={t('groups.detail.code.noneHint')}
          action={makeButton}
        />
      )}
      <NewCodeDialog
        isOpen={isMaking}
        hasCode={code !== null}
        onClose={() => setMaking(false)}
        onMake={async (settings) => {
          await writes.rotateCode(settings);
          toast.success(t('groups.detail.code.made'));
          setMaking(false);
          // "Buat kode" of an empty section is gone once the code shows.
          if (!code) focusAfterRender(() => section.current);
        }}
      />
      <ConfirmDialog
        isOpen={isTurningOff}
        title={t('groups.detail.code.turnOffTitle')}
        description={t('groups.detail.code.turnOffBody', {
          code: code ? groupedCode(code.code) : '',
        })}
        confirmLabel={t('groups.detail.code.turnOffConfirm')}
        busyLabel={t('groups.detail.code.turningOff')}
        onClose={() => setTurningOff(false)}
        onConfirm={turnOff}
      />
    </PageSection>
  );
}

interface LiveCodeProps {
  code: GroupJoinCode;
  groupName: string;
  actions: ReactNode;
}

/** The code, its uses against the limit, until when it works, and its QR code. */
function LiveCode({ code, groupName, actions }: LiveCodeProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const formatDateTime = useFormatDateTime();
  const count = new Intl.NumberFormat(INTL_LOCALES[lang]);
  const shown = groupedCode(code.code);
  return (
    <StatPanel
      items={[
        { label: t('groups.detail.code.label'), value: shown },
        {
          label: t('groups.detail.code.uses'),
          value:
            code.maxUses === null
              ? count.format(code.uses)
              : t('groups.detail.code.usesOf', {
                  uses: count.format(code.uses),
                  max: count.format(code.maxUses),
                }),
          hint: code.maxUses === null ? t('groups.detail.code.noLimit') : undefined,
        },
        {
          label: t('groups.detail.code.validUntil'),
          value: code.expiresAt ? (
            <time dateTime={code.expiresAt}>{formatDateTime(code.expiresAt)}</time>
          ) : (
            t('groups.detail.code.noEnd')
          ),
        },
        {
          label: t('groups.detail.code.qr'),
          // A code that no longer works is not offered to a camera.
          value: code.isUsable ? (
            <QrCode
              value={joinAddress(code.code)}
              label={t('groups.detail.code.qrLabel', { name: groupName, code: shown })}
              size="lg"
            />
          ) : undefined,
          hint: t('groups.detail.code.qrHint'),
        },
      ]}
      actions={actions}
    />
  );
}
