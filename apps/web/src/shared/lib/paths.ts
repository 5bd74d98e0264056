/**
 * Typed path builders (bulletproof-react `config/paths`): links never spell URLs by hand (docs/conventions.md
 * §9; `no-hand-written-paths.test.ts` fails on one). Import the module whole — `import * as paths from
 * '@/shared/lib/paths'` — and write `paths.task(id)`: each builder is its own export, so a chunk carries only
 * the builders it uses (the home first-load budget, docs/benchmarks.md). The route patterns themselves live in
 * `app/route-table.ts`.
 *
 * This file holds the builders first-load code needs (the shell, the cards, the home page): every builder here
 * ships in the home page's first load. Builders only lazy pages use live in `page-paths.ts`, which re-exports
 * these; a lazy page imports that one (`import * as paths from '@/shared/lib/page-paths'`). First-load code never
 * imports page-paths (the home first-load budget, docs/benchmarks.md).
 */

type Query = Record<string, string | number | undefined>;

export function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const home = '/';
export const works = (query?: Query) => withQuery('/works', query);
export const work = (id: number) => `/works/${id}`;
export const designers = '/designer';
export const designer = (userId: number) => `/u/${userId}`;
export const tasks = '/task';
// docs/product.md §6: visitors view task pages only with all=1, so public listings link with it.
export const task = (orderId: number) => `/task/${orderId}?all=1`;
export const search = (keyword: string) => withQuery('/search/works', { keyword });
export const join = (redirect?: string) => withQuery('/join', { redirect });
export const login = (redirect?: string) => withQuery('/login', { redirect });
export const agreement = '/help/agreement';
export const qa = '/help/qa';
export const myHome = '/my/home';
/** 上传作品: the list, or one work's editor (`edit`: its id, or 'new'). */
export const myWorks = (query?: { edit?: number | 'new'; current?: number }) => withQuery('/u/works', query);
export const designerTasks = '/u/task';
export const myTasks = '/uc/task';
export const talentPool = '/uc/designer';
export const favoriteWorks = '/uc/works';
