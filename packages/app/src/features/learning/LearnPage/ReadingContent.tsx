import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaFrame, RichText } from '@ajar/ui';
import { useLocalized } from '../../../shared/data/localized';
import { CompletionPanel } from './CompletionPanel';
import type { ContentViewProps } from './ContentView';
import { sanitizeHtml } from './sanitizeHtml';
import { useCompletion } from './useCompletion';

/** A module, sub module or summary: its video, text and PDF, then "Mark as done". */
export function ReadingContent({ courseId, content, next }: ContentViewProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const title = pick(content.title);
  const source = content.body ? pick(content.body) : '';
  const html = useMemo(() => (source ? sanitizeHtml(source) : ''), [source]);
  const completion = useCompletion(courseId, content.id);

  return (
    <>
      {content.videoUrl && (
        <MediaFrame
          kind="video"
          src={content.videoUrl}
          title={t('learn.media.video', { title })}
          downloadLabel={t('learn.media.videoDownload')}
          fallbackText={t('learn.media.videoFallback')}
          note={t('learn.media.captions')}
        />
      )}
      {html && <RichText html={html} />}
      {content.pdfUrl && (
        <MediaFrame
          kind="pdf"
          src={content.pdfUrl}
          title={t('learn.media.pdf', { title })}
          downloadLabel={t('learn.media.pdfDownload')}
          fallbackText={t('learn.media.pdfFallback')}
          note={t('learn.media.pdfNote')}
        />
      )}
      <CompletionPanel
        courseId={courseId}
        isDone={content.status === 'done'}
        next={next}
        completion={completion}
      />
    </>
  );
}
