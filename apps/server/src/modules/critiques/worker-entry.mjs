// The critique worker under tsx (development and tests): registers tsx's loader in this thread, then loads the
// TypeScript worker. Production runs dist/critique-worker.js instead (pool.ts).
import { register } from 'tsx/esm/api';

register();
const { default: critiqueWorker } = await import('./worker.ts');
export default critiqueWorker;
