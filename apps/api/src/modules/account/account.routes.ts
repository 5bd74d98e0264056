import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../../http/auth';
import { route } from '../../http/endpoint';
import { registerFormBodies } from '../../http/form-bodies';
import type { AccountService } from './account.service';
import type { SmsCodeService } from './sms-code.service';

export function accountRoutes(app: FastifyInstance, accounts: AccountService, sms: SmsCodeService): void {
  // SMS and logins take multipart (docs/product.md §7), urlencoded or JSON bodies.
  void app.register(async (scope) => {
    await registerFormBodies(scope);
    // request.ip honours X-Forwarded-For only from API_TRUST_PROXY (the BFF on loopback).
    route(scope, endpoints.sendSmsCode, (q, request) => sms.send(q.mobile, request.ip));
    route(scope, endpoints.loginByPassword, (q) => accounts.loginByPassword(q.username, q.password));
    route(scope, endpoints.loginByMobile, (q) => accounts.loginByMobile(q.mobile, q.smsCode));
    route(scope, endpoints.loginByOpenId, (q) => accounts.loginByOpenId(q.openAccessToken, q.openAccessType));
    route(scope, endpoints.bindOpenId, (q) => accounts.bindOpenId(q));
    // Idempotent, and a success even without a token: the user asked to leave.
    route(scope, endpoints.logout, async (_q, request) => {
      await accounts.logout(bearerToken(request));
      return null;
    });
  });

  route(app, endpoints.getUserInfo, (_q, request) => accounts.userInfo(request.user.userId));
  route(app, endpoints.haveReadStatement, async (q, request) => {
    await accounts.setReadStatement(request.user.userId, Number(q.whetherToReadNote) === 1 ? 1 : 0);
    return null;
  });
  route(app, endpoints.updateUserInfo, (q, request) =>
    accounts.updateUserInfo(request.user.userId, q, bearerToken(request)),
  );
  route(app, endpoints.myGrewUpProjectList, (_q, request) => accounts.growthProjects(request.user));
}
