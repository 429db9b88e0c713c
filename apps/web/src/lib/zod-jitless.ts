// What `import ... from 'zod'` gives the web app (vite.config.ts aliases it here): zod, told to parse without
// new Function(). The pages' Content-Security-Policy allows no eval, and zod's probe for it would be reported as a
// violation. Configured where zod is loaded, so the chunks without zod (the first page's) stay without it.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
