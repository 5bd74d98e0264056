import { describe, expect, it } from 'vitest';
import { checkNewPassword, checkNickName, checkPasswordConfirm } from './account-settings.js';

describe('checkNickName (1-20 characters)', () => {
  it('refuses an empty or blank nickname with 请输入昵称', () => {
    expect(checkNickName('')).toBe('请输入昵称');
    expect(checkNickName('   ')).toBe('请输入昵称');
  });
  it('accepts 1 to 20 characters, trimmed', () => {
    expect(checkNickName('画')).toBeNull();
    expect(checkNickName(' 插画师小林 ')).toBeNull();
    expect(checkNickName('字'.repeat(20))).toBeNull();
  });
  it('refuses 21 characters with 昵称不能超过20个字', () => {
    expect(checkNickName('字'.repeat(21))).toBe('昵称不能超过20个字');
  });
});

describe('checkNewPassword (8-64 characters) and the confirmation', () => {
  it('refuses 7 characters with 密码至少8位 and 65 with 密码不能超过64位', () => {
    expect(checkNewPassword('a'.repeat(7))).toBe('密码至少8位');
    expect(checkNewPassword('a'.repeat(65))).toBe('密码不能超过64位');
  });
  it('accepts 8 and 64 characters', () => {
    expect(checkNewPassword('a'.repeat(8))).toBeNull();
    expect(checkNewPassword('a'.repeat(64))).toBeNull();
  });
  it('refuses a confirmation that differs with 两次输入的密码不一致', () => {
    expect(checkPasswordConfirm('abcdefgh', 'abcdefgi')).toBe('两次输入的密码不一致');
    expect(checkPasswordConfirm('abcdefgh', 'abcdefgh')).toBeNull();
  });
});
