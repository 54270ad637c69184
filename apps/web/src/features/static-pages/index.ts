/** What other features use of static pages: the rich-text field and the sanitised renderer (decision 034). */
export { PageContentField } from './components/page-content-field';
export { PageContent } from './components/page-content';
