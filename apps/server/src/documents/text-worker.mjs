// The entry file of the text workers (document-pool.ts): the engine's analysis of resume text and
// the builtin AI tasks. Unlike document-worker.mjs it does not load pdf.js, which costs a thread
// some 65 MB that text jobs never use.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./document-worker.ts');

export default worker.default;
