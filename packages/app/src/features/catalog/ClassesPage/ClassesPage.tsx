import { useParams } from 'react-router-dom';
import { ClassesNotFound } from './ClassesNotFound';
import { ClassView } from './ClassView';
import { ProgramListView } from './ProgramListView';
import { ProgramView } from './ProgramView';

/**
 * /classes/*: the programs, one program's classes, or one class, by how many path segments
 * follow /classes. Anything deeper is not a page.
 */
export function ClassesPage() {
  const segments = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const [program, slug] = segments;
  if (segments.length > 2) return <ClassesNotFound kind="page" />;
  // Keyed by address, so moving between classes never shows the previous one's state.
  if (program && slug)
    return <ClassView key={`${program}/${slug}`} program={program} slug={slug} />;
  if (program) return <ProgramView key={program} program={program} />;
  return <ProgramListView />;
}
