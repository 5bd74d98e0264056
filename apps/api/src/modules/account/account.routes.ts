import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../../http/auth';
import { route } from '../../http/endpoint';
import { registerFormBodies } from '../../http/form-bodies';
import type { Deps } from '../../services/deps';
import * as accounts from './account.service';
import * as sms from './sms-code.service';

export function accountRoutes(app: FastifyInstance, deps: Deps): void {
  // SMS and logins take multipart (docs/product.md §7), urlencoded or JSON bodies.
  void app.register(async (scope) => {
    await registerFormBodies(scope);
    // request.ip honours X-Forwarded-For only from API_TRUST_PROXY (the BFF on loopback).
    route(scope, endpoints.sendSmsCode, (q, request) => sms.send(deps, { mobile: q.mobile, ip: request.ip }));
    route(scope, endpoints.loginByPassword, (q) => accounts.loginByPassword(deps, q));
    route(scope, endpoints.loginByMobile, (q) => accounts.loginByMobile(deps, q));
    route(scope, endpoints.loginByOpenId, (q) => accounts.loginByOpenId(deps, q));
    route(scope, endpoints.bindOpenId, (q) => accounts.bindOpenId(deps, q));
    // Idempotent, and a success even without a token: the user asked to leave.
    route(scope, endpoints.logout, async (_q, request) => {
      await accounts.logout(deps, { token: bearerToken(request) });
      return null;
    });
  });

  route(app, endpoints.getUserInfo, (_q, request) => accounts.userInfo(deps, request.user));
  route(app, endpoints.haveReadStatement, async (q, request) => {
    await accounts.setReadStatement(deps, request.user, {
      whetherToReadNote: Number(q.whetherToReadNote) === 1 ? 1 : 0,
    });
    return null;
  });
  route(app, endpoints.updateUserInfo, (q, request) =>
    accounts.updateUserInfo(deps, request.user, { ...q, currentToken: bearerToken(request) }),
  );
  route(app, endpoints.myGrewUpProjectList, (_q, request) => accounts.growthProjects(deps, request.user));
}
