import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '@ajar/ui';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { enrolmentKey } from '../../../shared/data/myCourseKeys';
import { useApi } from '../../../shared/data/useApi';

/**
 * The signed-in learner's place in one course (nothing is asked while signed out) and
 * enrolling in a free one, which opens the player. A refusal shows the API's translated
 * message and reloads the access: a course that became paid then offers the voucher.
 */
export function useCourseAccess(courseId: number, isSignedIn: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useApi(isSignedIn ? enrolmentKey(courseId) : null);
  const [isEnrolling, setIsEnrolling] = useState(false);

  const enrol = async () => {
    if (isEnrolling) return;
    setIsEnrolling(true);
    try {
      const enrolment = await apiRequest('post', '/courses/{id}/enrolment', {
        path: { id: courseId },
      });
      await access.mutate(
        { enrolment, requiresVoucher: access.data?.requiresVoucher ?? false },
        { revalidate: false },
      );
      void navigate(`/courses/${courseId}/learn`);
    } catch (error) {
      toast.warning(
        error instanceof ApiRequestError ? error.message : t('courses.detail.enrolFailed'),
      );
      access.retry();
    } finally {
      setIsEnrolling(false);
    }
  };

  return { ...access, isEnrolling, enrol };
}
