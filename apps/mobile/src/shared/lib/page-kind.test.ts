import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/app/routes';
import { matchRoutes } from '@/shared/router';
import { desktopLink, pageKind } from './page-kind';

describe('pageKind', () => {
  it('sends the operators console and exam answers to a computer', () => {
    expect(pageKind('/admin/tasks')).toMatchObject({ kind: 'computer', title: '运营后台' });
    expect(pageKind('/exam/logo')).toMatchObject({ kind: 'computer', title: '能力测评答题' });
  });

  it('names other pages of the product', () => {
    expect(pageKind('/qr/join')).toMatchObject({ kind: 'desktop', title: '扫码访问' });
    expect(pageKind('/login/third')).toEqual({ kind: 'phone', title: '第三方登录' });
    expect(pageKind('/share/weixin/')).toEqual({ kind: 'phone', title: '微信分享' });
  });

  it('knows the phone pages from the phone route table: messages, notifications, the clips pages', () => {
    expect(pageKind('/messages')).toEqual({ kind: 'phone', title: '消息' });
    expect(pageKind('/messages/12')).toEqual({ kind: 'phone', title: '会话' });
    expect(pageKind('/notifications/')).toEqual({ kind: 'phone', title: '通知' });
    expect(pageKind('/zt/clips/')).toEqual({ kind: 'phone', title: '视频作品专题' });
    expect(pageKind('/my/clips')).toEqual({ kind: 'phone', title: '我的视频作品' });
    // /zt/{slug} and /help/{name} draw only their CMS-block pages and docs; the rest come here.
    expect(pageKind('/zt/packing')).toEqual({ kind: 'phone', title: '包装设计专题' });
    expect(pageKind('/zt/ytm')).toEqual({ kind: 'phone', title: '专题' });
    expect(pageKind('/zt/tool')).toEqual({ kind: 'phone', title: '设计工具' });
    expect(pageKind('/my/score')).toEqual({ kind: 'phone', title: '我的成绩' });
    expect(pageKind('/help/QA')).toMatchObject({ kind: 'desktop' });
    expect(pageKind('/help/no-such-doc')).toEqual({ kind: 'missing' });
  });

  it('never calls a path of the phone route table "desktop" or "computer"', () => {
    for (const { path, title } of ROUTES) {
      const addresses = [
        path.replace(/:\w+/g, '1').replace(/\?$/, ''),
        path.replace(/\/:\w+\?$/, '') || '/',
        path.replace(/:\w+\??/g, 'qa'),
      ];
      for (const address of addresses) {
        const kind = pageKind(address);
        expect(['phone', 'missing'], `${path} as ${address}`).toContain(kind.kind);
        if (!path.includes(':')) expect(kind, path).toEqual({ kind: 'phone', title });
      }
    }
  });

  it('leaves the pages drawn for phones to the route table (issue 26)', () => {
    const table = ROUTES.map((r) => ({ path: r.path, value: r.title }));
    const drawn = {
      '/match': '设计大赛',
      '/match/282': '设计大赛',
      '/oppo': 'OPPO 活动',
      '/oppo/91': 'OPPO 活动',
      '/uc': '雇主中心',
      '/uc/designer': '我的人才库',
      '/u/works': '上传作品',
      '/growth': '成长计划',
      '/growth/2': '成长计划',
      '/ability': '能力测评',
      '/my/score': '我的成绩',
      '/my/banner': 'Banner 设计成绩',
      '/my/insetScore': '插画测评成绩',
      '/my/packScore/': '包装设计成绩',
      '/my/diagnosis': '作品诊断',
      '/my/healthy': '账号健康度',
      '/my/growth': '我的成长',
      '/zt/tool': '设计工具',
      '/zt/clips': '视频作品专题',
      '/my/clips': '我的视频作品',
      '/login/third': '第三方登录',
      '/share/weixin': '微信分享',
    };
    for (const [path, title] of Object.entries(drawn)) expect(matchRoutes(table, path)?.value, path).toBe(title);
    // Still "open on a computer": no phone page answers them.
    for (const path of ['/qr', '/qr/join']) expect(matchRoutes(table, path), path).toBeNull();
  });

  it('answers missing for paths no page answers', () => {
    expect(pageKind('/admin/nothing')).toEqual({ kind: 'missing' });
    expect(pageKind('/no-such-page')).toEqual({ kind: 'missing' });
    expect(pageKind('/works/1/2')).toEqual({ kind: 'missing' });
  });

  it('builds the desktop link with path and query', () => {
    expect(desktopLink('http://localhost:3000/', '/admin/cms', '?page=home')).toBe(
      'http://localhost:3000/admin/cms?page=home',
    );
  });
});
