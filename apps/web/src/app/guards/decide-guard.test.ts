import { describe, expect, it } from 'vitest';
import type { Guard } from '../route-table';
import { decideGuard, type GuardLocation, type GuardSession } from './decide-guard';

const loading: GuardSession = { status: 'loading', isLogin: false, isDesigner: false, userId: null };
const visitor: GuardSession = { status: 'ready', isLogin: false, isDesigner: false, userId: null };
const employer: GuardSession = { status: 'ready', isLogin: true, isDesigner: false, userId: 42 };
const designer: GuardSession = { status: 'ready', isLogin: true, isDesigner: true, userId: 7 };

const at = (path: string): GuardLocation => {
  const i = path.indexOf('?');
  return i < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, i), search: path.slice(i) };
};

const ALLOW = { type: 'allow' };
const PENDING = { type: 'pending' };
const FORBIDDEN = { type: 'forbidden', message: '设计师才可以访问' };
const to = (target: string) => ({ type: 'redirect', to: target });

describe('decideGuard (docs/product.md §2 route guards)', () => {
  it('allows unguarded routes without waiting for the session', () => {
    expect(decideGuard(undefined, loading, at('/works'))).toEqual(ALLOW);
    expect(decideGuard(undefined, visitor, at('/'))).toEqual(ALLOW);
  });

  it.each<Guard>([
    'login',
    'designer',
    'designerOrJoin',
    'taskDetail',
    'designerHomepage',
    'joinUnlessDesigner',
    'operator',
  ])('waits (skeleton) while the session loads for %s — the guarded page never flashes', (guard) => {
    expect(decideGuard(guard, loading, at('/x'))).toEqual(PENDING);
  });

  describe('operator (issue 7: the /admin console)', () => {
    const operator: GuardSession = { ...employer, isOperator: true };
    it('sends a visitor to log in, refuses everyone else and lets an operator in', () => {
      expect(decideGuard('operator', visitor, at('/admin/tasks'))).toEqual(to('/login?redirect=%2Fadmin%2Ftasks'));
      expect(decideGuard('operator', employer, at('/admin/tasks'))).toEqual({
        type: 'forbidden',
        message: '仅平台运营人员可以访问',
      });
      expect(decideGuard('operator', designer, at('/admin/tasks')).type).toBe('forbidden');
      expect(decideGuard('operator', operator, at('/admin/tasks'))).toEqual(ALLOW);
    });
  });

  describe('login', () => {
    it('sends a visitor to /login?redirect={fullPath}, query included', () => {
      expect(decideGuard('login', visitor, at('/my/setting'))).toEqual(to('/login?redirect=%2Fmy%2Fsetting'));
      expect(decideGuard('login', visitor, at('/uc/task?page=2'))).toEqual(
        to('/login?redirect=%2Fuc%2Ftask%3Fpage%3D2'),
      );
    });
    it('allows employers and designers', () => {
      expect(decideGuard('login', employer, at('/uc/task'))).toEqual(ALLOW);
      expect(decideGuard('login', designer, at('/uc/task'))).toEqual(ALLOW);
    });
  });

  describe('designer', () => {
    it('shows 设计师才可以访问 to visitors and employers', () => {
      expect(decideGuard('designer', visitor, at('/u/account'))).toEqual(FORBIDDEN);
      expect(decideGuard('designer', employer, at('/u/account'))).toEqual(FORBIDDEN);
    });
    it('allows designers', () => {
      expect(decideGuard('designer', designer, at('/u/account'))).toEqual(ALLOW);
    });
  });

  describe('designerOrJoin (/ability, /zt/packing, /zt/inset, /my/diagnosis, /zt/clips)', () => {
    it('sends a visitor to login with the full path', () => {
      expect(decideGuard('designerOrJoin', visitor, at('/ability'))).toEqual(to('/login?redirect=%2Fability'));
    });
    it('sends a logged-in non-designer to /join?redirect={fullPath}', () => {
      expect(decideGuard('designerOrJoin', employer, at('/zt/packing?from=home'))).toEqual(
        to('/join?redirect=%2Fzt%2Fpacking%3Ffrom%3Dhome'),
      );
    });
    it('allows designers', () => {
      expect(decideGuard('designerOrJoin', designer, at('/my/diagnosis'))).toEqual(ALLOW);
    });
  });

  describe('taskDetail', () => {
    it('allows anyone with all=1, even before the session answers', () => {
      expect(decideGuard('taskDetail', loading, at('/task/1?all=1'))).toEqual(ALLOW);
      expect(decideGuard('taskDetail', visitor, at('/task/1?x=2&all=1'))).toEqual(ALLOW);
    });
    it('sends a visitor without all=1 to login', () => {
      expect(decideGuard('taskDetail', visitor, at('/task/1'))).toEqual(to('/login?redirect=%2Ftask%2F1'));
      expect(decideGuard('taskDetail', visitor, at('/task/1?all=0'))).toEqual(
        to('/login?redirect=%2Ftask%2F1%3Fall%3D0'),
      );
    });
    it('allows logged-in users without all=1', () => {
      expect(decideGuard('taskDetail', employer, at('/task/1'))).toEqual(ALLOW);
    });
  });

  describe('designerHomepage (/my/home)', () => {
    it('sends a designer to /u/{userId}, keeping worksType', () => {
      expect(decideGuard('designerHomepage', designer, at('/my/home'))).toEqual(to('/u/7'));
      expect(decideGuard('designerHomepage', designer, at('/my/home?worksType=2&x=1'))).toEqual(to('/u/7?worksType=2'));
    });
    it('tells a logged-in non-designer they have no homepage yet (the notice offers /join), not the 404 of /u/{id}', () => {
      expect(decideGuard('designerHomepage', employer, at('/my/home'))).toEqual({
        type: 'forbidden',
        message: '你还不是设计师，暂时没有设计师主页',
      });
    });
    it('sends a visitor (no userId) to /login', () => {
      expect(decideGuard('designerHomepage', visitor, at('/my/home'))).toEqual(to('/login?redirect=%2Fmy%2Fhome'));
    });
  });

  describe('joinUnlessDesigner (/join)', () => {
    it('sends a logged-in designer to /u/{userId}, keeping worksType', () => {
      expect(decideGuard('joinUnlessDesigner', designer, at('/join'))).toEqual(to('/u/7'));
      expect(decideGuard('joinUnlessDesigner', designer, at('/join?worksType=1'))).toEqual(to('/u/7?worksType=1'));
    });
    it('shows /join to visitors and employers', () => {
      expect(decideGuard('joinUnlessDesigner', visitor, at('/join'))).toEqual(ALLOW);
      expect(decideGuard('joinUnlessDesigner', employer, at('/join?redirect=%2Fability'))).toEqual(ALLOW);
    });
  });
});
