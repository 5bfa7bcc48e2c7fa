import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Formik, type FormikHelpers } from 'formik';
import { useSWRConfig } from 'swr';
import { Button, Card, FormError, TextField } from '@ajar/ui';
import type { VoucherRedemption } from '@ajar/api/contract';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { enrolmentKey } from '../../../shared/data/myCourseKeys';
import { useLang } from '../../../shared/data/localized';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { useFocusOnError } from '../../../shared/forms/useFocusOnError';
import { voucherSchema, type VoucherValues } from './voucherSchema';

/** The API's refusals that concern the code itself: unknown, expired, used up, malformed. */
const CODE_ERRORS = ['not_found', 'voucher_expired', 'already_used'];
const isAboutTheCode = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError &&
  (error.field === 'voucher' || error.field === 'code' || CODE_ERRORS.includes(error.code));

interface RedeemFormProps {
  /** The code to start with, e.g. from the link in an email (`?code=`). */
  initialCode: string;
  onRedeemed: (redemption: VoucherRedemption) => void;
}

/**
 * One code, checked for presence here; the API decides whether it exists, has expired or
 * was used, and its translated message lands on the field. A server or network failure is
 * said above the form instead, since the code itself may be fine.
 */
export function RedeemForm({ initialCode, onRedeemed }: RedeemFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const schema = useMemo(() => voucherSchema(lang), [lang]);
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const summary = useFocusOnError<HTMLDivElement>(formError);

  async function submit(values: VoucherValues, helpers: FormikHelpers<VoucherValues>) {
    setFormError(null);
    try {
      const redemption = await apiRequest('post', '/vouchers/redeem', {
        body: { code: values.code.trim() },
      });
      // The course page asks whether I am enrolled: it must not answer from before.
      void mutate(enrolmentKey(redemption.course.id));
      onRedeemed(redemption);
    } catch (error) {
      if (isAboutTheCode(error)) {
        helpers.setFieldError('code', error.message);
      } else {
        // Not the code's fault (no access, server down): said above the form.
        const isRefusal = error instanceof ApiRequestError && error.status < 500;
        setFormError(isRefusal ? error.message : t('vouchers.failed'));
      }
    }
  }

  return (
    <Card>
      <Formik<VoucherValues>
        initialValues={{ code: initialCode }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {(form) => (
          <form noValidate onSubmit={form.handleSubmit} aria-label={t('vouchers.formLabel')}>
            <FormError errors={formError ? [{ message: formError }] : []} ref={summary} />
            <TextField
              id="voucher-code"
              {...fieldProps(form, 'code')}
              label={t('vouchers.codeLabel')}
              hint={t('vouchers.codeHint')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              isRequired
            />
            <Button
              type="submit"
              isLoading={form.isSubmitting}
              loadingLabel={t('vouchers.submitting')}
            >
              {t('vouchers.submit')}
            </Button>
          </form>
        )}
      </Formik>
    </Card>
  );
}
