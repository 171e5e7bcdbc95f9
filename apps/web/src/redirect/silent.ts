import { userManager } from '../lib/oidc-manager.ts';

/** /m/silent.html: the prompt=none sign-in's iframe hands the authority's answer to the page. */
void userManager()
  .signinSilentCallback()
  .catch(() => undefined);
