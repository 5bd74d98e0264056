import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { CLIENT_AUTH_FAILED, route } from '../../http/endpoint';
import { DomainError } from '../../http/errors';
import type { OpenIdService } from './open-ids';

/** Issue 33: the OAuth calls around /openid and /bind (packages/domain/src/api/endpoints/oauth.ts). */
export function openIdRoutes(app: FastifyInstance, openIds: OpenIdService): void {
  route(app, endpoints.getOAuthOptions, async () => ({
    providers: openIds.setup.buttons,
    mode: openIds.setup.mode,
    wechatMp: openIds.setup.clients.wechat_mp !== undefined,
  }));
  route(app, endpoints.oauthAuthorize, async (q) => ({
    url: openIds.authorizeUrl(q.kind, q.state, q.origin, q.userinfo === true),
  }));
  route(app, endpoints.oauthCallback, async (q, request) => {
    // Not a contract `login` call (the gateway would then turn a browser's own call into a session without
    // its state check): only the gateway holds the client credentials, and it never forwards a browser's
    // Authorization header, so a browser cannot exchange a code itself.
    if (!app.auth.isClient(request)) throw new DomainError('E010401', CLIENT_AUTH_FAILED);
    return openIds.callback(q.kind, q.code, q.origin, q.want);
  });
  route(app, endpoints.linkMpOpenId, async (q, request) => {
    await openIds.linkMpOpenId(request.user.userId, q.ticket);
    return null;
  });
  route(app, endpoints.getWechatJsConfig, (q) => openIds.jsConfig(q.url));
}
