/**
 * The phone site's API client: `@bazaar/react/site-api` (the web's too: `@bazaar/domain/client` with docs/product.md
 * §8's reactions) on the gateway's own origin (the mobile port serves /api with the same session cookie and CSRF
 * check, docs/decisions/025), toasting with the phone's toasts. Zod-free at runtime (docs/decisions/004).
 */
import { createSiteApi } from '@bazaar/react/site-api';
import { toast } from './toast';

const site = createSiteApi({
  error: toast.error,
  loginRequired: toast.error,
  log: (message, detail) => console.warn(message, detail),
});

export const { api, call, dataOr, onLoggedOut } = site;
