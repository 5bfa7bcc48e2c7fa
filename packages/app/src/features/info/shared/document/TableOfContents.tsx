import { useTranslation } from 'react-i18next';
import { Link } from '@ajar/ui';
import { sectionId, type DocumentName } from './blocks';

/**
 * In-page links to each section, numbered as an ordered list. The links name `_self` so a
 * host page's `<base target>` (Storybook sets `_parent`) cannot send the jump to another frame.
 * Each link is alone on its line, so it is a 24 px target (WCAG 2.2, 2.5.8): as plain text
 * lines they were 17 px tall, too small for a finger on a phone.
 */
export function TableOfContents({
  doc,
  sections,
}: {
  doc: DocumentName;
  sections: readonly string[];
}) {
  const { t } = useTranslation();
  const headingId = `${doc}-toc`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${doc}.toc`)}</h2>
      <ol>
        {sections.map((key) => (
          <li key={key}>
            <Link href={`#${sectionId(key)}`} target="_self" isStandalone>
              {t(`${doc}.sections.${key}.title`)}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
