import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { CLIENT_AUTH_FAILED, route } from '../../http/endpoint';
import { DomainError } from '../../http/errors';
import type { Deps } from '../../services/deps';
import * as openIds from './open-ids';

/** Issue 33: the OAuth calls around /openid and /bind (packages/domain/src/api/endpoints/oauth.ts). */
export function openIdRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.getOAuthOptions, async () => openIds.oauthOptions(deps));
  route(app, endpoints.oauthAuthorize, async (q) => ({
    url: openIds.authorizeUrl(deps, { ...q, userinfo: q.userinfo === true }),
  }));
  route(app, endpoints.oauthCallback, async (q, request) => {
    // Not a contract `login` call (the gateway would then turn a browser's own call into a session without
    // its state check): only the gateway holds the client credentials, and it never forwards a browser's
    // Authorization header, so a browser cannot exchange a code itself.
    if (!app.auth.isClient(request)) throw new DomainError('E010401', CLIENT_AUTH_FAILED);
    return openIds.callback(deps, q);
  });
  route(app, endpoints.linkMpOpenId, async (q, request) => {
    await openIds.linkMpOpenId(deps, request.user, q);
    return null;
  });
  route(app, endpoints.getWechatJsConfig, (q) => openIds.jsConfig(deps, q));
}
