import { z } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` when it may; finding out whether it may is itself
 * an eval, which the Content-Security-Policy (script-src 'self', no 'unsafe-eval') blocks and reports
 * as a violation. Its plain parsers are fast enough for forms and answers. Must run before any schema
 * is built: the modules that first bring zod in (app/SignedInApp.tsx, features/auth/loginContracts.ts)
 * import this one first; the login page's first bundle has no zod at all.
 */
z.config({ jitless: true });
