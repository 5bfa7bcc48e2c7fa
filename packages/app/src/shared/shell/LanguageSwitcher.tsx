import { useTranslation } from 'react-i18next';
import { Button } from '@ajar/ui';
import type { Language } from '@ajar/api/contract/languages';
import { changeLanguage } from '../../i18n';

/**
 * One button that offers the other language, named in that language (with its `lang`), so a
 * learner who cannot read the current one still finds it.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const next: Language = i18n.resolvedLanguage === 'en' ? 'id' : 'en';
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={next}
      aria-label={t(`language.switchTo.${next}`)}
      onClick={() => void changeLanguage(next)}
    >
      {t(`language.name.${next}`)}
    </Button>
  );
}
