import { useState } from 'react';

/**
 * The outline's open sections: the learner's own choice, plus the section of the content
 * being shown, so moving to another section's content always reveals it in the outline.
 */
export function useOpenSections(currentSectionId: string | undefined) {
  const [open, setOpen] = useState<string[]>(currentSectionId ? [currentSectionId] : []);
  const [seen, setSeen] = useState(currentSectionId);
  if (currentSectionId !== seen) {
    setSeen(currentSectionId);
    if (currentSectionId && !open.includes(currentSectionId)) setOpen([...open, currentSectionId]);
  }
  return { expandedSectionIds: open, onExpandedChange: setOpen };
}
