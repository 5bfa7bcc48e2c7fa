/**
 * Focuses the control with `fieldId` and scrolls its question into view: the label, or the
 * legend for a radio or checkbox in a fieldset (GOV.UK's error summary does the same), so
 * the user sees what the message is about. Returns false when there is no such control.
 */
export function focusField(fieldId: string): boolean {
  const control = document.getElementById(fieldId);
  if (!control) return false;
  const isChoice =
    control instanceof HTMLInputElement &&
    (control.type === 'radio' || control.type === 'checkbox');
  const legend = isChoice ? control.closest('fieldset')?.querySelector(':scope > legend') : null;
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  const question = legend ?? label;
  if (question) question.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: Boolean(question) });
  return true;
}
