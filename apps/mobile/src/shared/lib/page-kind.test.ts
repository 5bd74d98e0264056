import { describe, expect, it } from 'vitest';
import { desktopLink, pageKind } from './page-kind';

describe('pageKind', () => {
  it('sends the operators console and exam answers to a computer', () => {
    expect(pageKind('/admin/tasks')).toMatchObject({ kind: 'computer', title: '运营后台' });
    expect(pageKind('/exam/logo')).toMatchObject({ kind: 'computer', title: '能力测评答题' });
  });

  it('names other pages of the product', () => {
    expect(pageKind('/zt/tool')).toMatchObject({ kind: 'desktop', title: '设计工具' });
    expect(pageKind('/uc/designer')).toMatchObject({ kind: 'desktop', title: '我的人才库' });
    expect(pageKind('/zt/clips/')).toMatchObject({ kind: 'desktop', title: '视频作品专题' });
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
