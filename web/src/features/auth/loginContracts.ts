// First: configures zod before the schemas below are built (see zodConfig.ts).
import '../../zodConfig';
/**
 * The sign-in's contract schemas, loaded on demand (loginApi, LoginPage): a module of their own so
 * the dynamic import brings users.ts and zod, not the whole contracts barrel.
 */
export { loginAnswer, loginForm } from '@lactea/contracts';
