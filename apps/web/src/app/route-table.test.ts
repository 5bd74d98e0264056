import { PAGE_PATTERNS } from '@bazaar/domain/rules';
import { describe, expect, it } from 'vitest';
import { matchEntry } from './route-match';
import { routeTable } from './route-table';

const guardOf = (path: string) => {
  const entry = routeTable.find((r) => r.path === path);
  if (!entry) throw new Error(`no route ${path}`);
  return entry.guard;
};

describe('route table guard meta (docs/product.md §2 route guards, §6 roles)', () => {
  it('needs login, else /join, for /ability, /zt/packing, /zt/inset, /my/diagnosis, /zt/clips', () => {
    for (const path of ['/ability', '/zt/packing', '/zt/inset', '/my/diagnosis', '/zt/clips']) {
      expect(guardOf(path), path).toBe('designerOrJoin');
    }
  });

  it('sends /my/home and a designer on /join to the designer homepage', () => {
    expect(guardOf('/my/home')).toBe('designerHomepage');
    expect(guardOf('/join')).toBe('joinUnlessDesigner');
  });

  it("keeps the operators' console for operators", () => {
    expect(guardOf('/admin/tasks')).toBe('operator');
  });

  it('guards the task detail page (all=1 lets visitors in)', () => {
    expect(guardOf('/task/:id')).toBe('taskDetail');
    expect(guardOf('/task')).toBeUndefined();
  });

  it('keeps the designer center for designers', () => {
    for (const path of ['/u/account', '/u/bill', '/u/task', '/u/works']) expect(guardOf(path), path).toBe('designer');
    // The public designer page stays public.
    expect(guardOf('/u/:id?')).toBeUndefined();
  });

  it('needs login for zt-tool, exams, the employer center, my- pages, favourites and payment', () => {
    const loginOnly = routeTable.filter(
      (r) =>
        r.path === '/zt/tool' ||
        r.path.startsWith('/exam/') ||
        r.path === '/uc' ||
        r.path.startsWith('/uc/') ||
        r.path.startsWith('/favorite') ||
        r.path.startsWith('/pay/') ||
        r.path === '/my' ||
        (r.path.startsWith('/my/') && !['/my/home', '/my/diagnosis'].includes(r.path)),
    );
    expect(loginOnly.length).toBeGreaterThan(20);
    for (const route of loginOnly) expect(route.guard, route.path).toBe('login');
  });

  it('leaves browsing and login pages public', () => {
    for (const path of [
      '/',
      '/works',
      '/works/:id',
      '/designer',
      '/login',
      '/login/third',
      '/search/:id?',
      '/zt/rank',
    ]) {
      expect(guardOf(path), path).toBeUndefined();
    }
  });
});

describe('matchEntry (the shell reads the matched entry: title, toolbar, dark header)', () => {
  it('ranks static paths above dynamic ones and fills optional segments', () => {
    expect(matchEntry('/works')?.title).toBe('作品');
    expect(matchEntry('/works/12')?.title).toBe('作品详情');
    expect(matchEntry('/works/12')?.toolbar).toEqual({ like: 'works', share: true });
    expect(matchEntry('/brand/3')?.headerTheme).toBe('dark');
    expect(matchEntry('/my/home')?.guard).toBe('designerHomepage');
    expect(matchEntry('/search')?.path).toBe('/search/:id?');
    expect(matchEntry('/search/designer')?.path).toBe('/search/:id?');
  });

  it('knows no entry for an unknown path (the 404 page)', () => {
    expect(matchEntry('/no-such-page')).toBeUndefined();
    expect(matchEntry('/works/1/extra')).toBeUndefined();
  });
});

describe('the gateway knows the same pages (status 404 for any other path)', () => {
  it('lists exactly the route table in @bazaar/domain PAGE_PATTERNS', () => {
    expect([...PAGE_PATTERNS].sort()).toEqual(routeTable.map((r) => r.path).sort());
  });
});
