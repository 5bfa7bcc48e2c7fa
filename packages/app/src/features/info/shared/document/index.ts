// Shared by the help, terms and privacy pages, which are the same kind of document.
export { DocumentSections } from './DocumentSections';
export { LastUpdated } from './LastUpdated';
export { TableOfContents } from './TableOfContents';
export { sectionId, type DocumentName } from './blocks';
