import { useTranslation } from 'react-i18next';
import { readBlocks, sectionId, type DocumentName } from './blocks';
import { RichText } from './RichText';

/**
 * A document's sections in the given order: an h2 (the layout's h1 is the page title), then
 * paragraphs and lists from `<doc>.sections.<key>`. Each section's id is its anchor.
 */
export function DocumentSections({
  doc,
  sections,
}: {
  doc: DocumentName;
  sections: readonly string[];
}) {
  const { t } = useTranslation();
  return sections.map((key) => {
    const base = `${doc}.sections.${key}`;
    const body: unknown = t(`${base}.body`, { returnObjects: true });
    return (
      <section key={key} id={sectionId(key)}>
        <h2>{t(`${base}.title`)}</h2>
        {readBlocks(body).map(({ index, block }) =>
          typeof block === 'string' ? (
            <p key={index}>
              <RichText i18nKey={`${base}.body.${index}`} />
            </p>
          ) : (
            <ul key={index}>
              {block.map((_, item) => (
                <li key={item}>
                  <RichText i18nKey={`${base}.body.${index}.${item}`} />
                </li>
              ))}
            </ul>
          ),
        )}
      </section>
    );
  });
}
