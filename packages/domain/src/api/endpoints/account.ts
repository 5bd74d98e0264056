/** Account and session: the user, logins (multipart, with the fixed client header), SMS codes, a designer's availability (docs/product.md §7). */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import { userInfoSchema } from '../../entities/index.js';
import { mobileLoginFormSchema } from '../../rules/forms.js';
import { idParam } from '../params.js';
import { flag01, loginData, nothing } from './common.js';

export const accountEndpoints = {
  getUserInfo: endpoint({ method: 'GET', path: '/api/user/getUserInfo', auth: 'user', data: userInfoSchema }),
  haveReadStatement: endpoint({
    method: 'POST',
    path: '/api/user/haveReadStatement',
    auth: 'user',
    input: z.object({ whetherToReadNote: flag01 }),
    data: nothing,
  }),
  updateUserInfo: endpoint({
    method: 'POST',
    path: '/api/user/updateUserInfo',
    auth: 'user',
    input: z.object({
      nickName: z.optional(
        z.string().check(z.minLength(1, { message: '请输入昵称' }), z.maxLength(20, { message: '昵称不能超过20个字' })),
      ),
      password: z.optional(
        z.string().check(z.minLength(8, { message: '密码至少8位' }), z.maxLength(64, { message: '密码不能超过64位' })),
      ),
      /**
       * Issue 22: changing a password needs the current one; an account without one yet proves itself with
       * an SMS code sent to its mobile instead. Either way every other session of the account ends.
       */
      oldPassword: z.optional(z.string().check(z.maxLength(64, { message: '原密码错误' }))),
      smsCode: z.optional(z.string().check(z.maxLength(10, { message: '验证码错误' }))),
    }),
    data: userInfoSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/logout', auth: 'public', data: nothing }),
  sendSmsCode: endpoint({
    method: 'POST',
    path: '/api/auth/code/sms',
    auth: 'public',
    input: z.object({ mobile: z.string() }),
    /** The dev SMS driver returns the code (docs/product.md §7: filled into the field); a real one returns null. */
    data: z.nullable(z.string()),
  }),
  loginByPassword: endpoint({
    method: 'POST',
    path: '/api/auth/authentication/form',
    auth: 'public',
    login: true,
    input: z.object({ username: z.string(), password: z.string() }),
    data: loginData,
  }),
  loginByMobile: endpoint({
    method: 'POST',
    path: '/api/auth/authentication/mobile',
    auth: 'public',
    login: true,
    input: mobileLoginFormSchema,
    data: loginData,
  }),
  loginByOpenId: endpoint({
    method: 'POST',
    path: '/api/auth/authentication/openid',
    auth: 'public',
    login: true,
    input: z.object({ openAccessToken: z.string(), openAccessType: z.string() }),
    data: loginData,
  }),
  bindOpenId: endpoint({
    method: 'POST',
    path: '/api/auth/authentication/bind',
    auth: 'public',
    login: true,
    input: z.extend(mobileLoginFormSchema, { openAccessToken: z.string(), openAccessType: z.string() }),
    data: loginData,
  }),
  getDesignerWorkStatus: endpoint({
    method: 'GET',
    path: '/api/common/getDesignerWorkStatus',
    auth: 'public',
    input: z.object({ userId: idParam }),
    data: z.object({ designerWorkStatus: z.number(), isOnLeave: z.boolean() }),
  }),
  updateDesignerOnLeaveStatus: endpoint({
    method: 'POST',
    path: '/api/designer/updateDesignerOnLeaveStatus',
    auth: 'user',
    input: z.object({ isOnLeave: flag01 }),
    data: nothing,
  }),
} as const satisfies Record<string, Endpoint>;
