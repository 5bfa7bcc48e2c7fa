import { useEffect, useState, type Ref } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@ajar/ui';
import type { CourseSummary } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/data/fetching';
import { useApi } from '../../../shared/data/useApi';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { courseSearchKey } from '../shared/trainingKeys';
import type { NewRequestValues } from './newRequestSchema';

interface CourseChoiceProps {
  form: FormikProps<NewRequestValues>;
  /** The field's outer element, for focus on a refused send. */
  ref: Ref<HTMLDivElement>;
}

/**
 * One course of the company, found by words of its title: the catalog is searched once the
 * typing pauses. The course picked stays offered while another search leaves it out.
 */
export function CourseChoice({ form, ref }: CourseChoiceProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const load = useApi(courseSearchKey(q), { keepPreviousData: true });
  const [picked, setPicked] = useState<CourseSummary | null>(null);

  const found = load.data?.items ?? [];
  const courses = picked && !found.some((c) => c.id === picked.id) ? [picked, ...found] : found;
  const error = form.touched.courseId ? form.errors.courseId : undefined;

  return (
    <div ref={ref}>
      <Combobox
        name="courseId"
        label={t('trainingRequests.form.courseLabel')}
        hint={t('trainingRequests.form.courseHint')}
        placeholder={t('trainingRequests.form.coursePlaceholder')}
        isRequired
        filter="none"
        isLoading={load.isValidating}
        items={courses.map((course) => ({ id: String(course.id), label: pick(course.title) }))}
        inputValue={typed}
        onInputChange={setTyped}
        value={form.values.courseId || null}
        onChange={(id) => {
          const chosen = courses.find((course) => String(course.id) === id) ?? null;
          setPicked(chosen);
          // With both the text and the choice controlled, the field shows the choice's title
          // only when told to (react-aria leaves it to the owner).
          if (chosen) setTyped(pick(chosen.title));
          void form.setFieldValue('courseId', id ?? '');
        }}
        onBlur={() => void form.setFieldTouched('courseId', true)}
        error={error}
      />
      {load.error && !load.data && (
        <LoadErrorState
          error={load.error}
          title={t('trainingRequests.form.coursesError')}
          description={t('loadError.network')}
          onRetry={load.retry}
          isRetrying={load.isValidating}
          headingLevel={3}
        />
      )}
    </div>
  );
}
