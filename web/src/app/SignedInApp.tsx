// First: configures zod before any schema of the signed-in screens exists (see zodConfig.ts).
import '../zodConfig';
import AppLayout from './layout/AppLayout';
import { SignedInProviders } from './SignedInProviders';

/**
 * The signed-in part of the app, one lazy chunk: the query cache, the dialogs and the layout (with
 * the screens inside). A new sign-in starts with an empty cache.
 */
export default function SignedInApp() {
  return (
    <SignedInProviders>
      <AppLayout />
    </SignedInProviders>
  );
}
