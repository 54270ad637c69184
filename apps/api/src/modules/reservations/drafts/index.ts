/** What the other reservation folders use of this one (decision 057). */
export { mayOpenDraft, openDraft } from './drafts-service.js';
export * as draftsService from './drafts-service.js';
