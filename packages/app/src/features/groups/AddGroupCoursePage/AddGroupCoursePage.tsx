import { ManageGroupPage } from '../shared/ManageGroupPage';
import { CoursePicker } from './CoursePicker';

/** /my-group/:id/add-course: a leader adds a course of the company; every member is enrolled. */
export function AddGroupCoursePage() {
  return (
    <ManageGroupPage page="addCourse">{(id) => <CoursePicker groupId={id} />}</ManageGroupPage>
  );
}
