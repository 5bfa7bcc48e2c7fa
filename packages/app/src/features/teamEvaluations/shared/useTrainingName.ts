import { useTranslation } from 'react-i18next';
import type { QuestionTraining } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';

/** A training with what it is: "Kursus: Komunikasi Efektif", "Pelatihan: Sertifikasi …". */
export function useTrainingName() {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (training: Pick<QuestionTraining, 'kind' | 'title'>) =>
    t(`teamEvaluations.training.${training.kind}`, { title: pick(training.title) });
}
