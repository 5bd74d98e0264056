/** Typed path builders (bulletproof-react `config/paths`): links never spell URLs by hand. */
export const paths = {
  home: '/',
  works: (query?: Record<string, string | number | undefined>) => withQuery('/works', query),
  work: (id: number) => `/works/${id}`,
  designers: '/designer',
  designer: (userId: number) => `/u/${userId}`,
  tasks: '/task',
  // docs/product.md §6: visitors view task pages only with all=1, so public listings link with it.
  task: (orderId: number) => `/task/${orderId}?all=1`,
  join: '/join',
  myHome: '/my/home',
  login: (redirect?: string) => withQuery('/login', { redirect }),
  search: (keyword: string) => withQuery('/search/works', { keyword }),
  talentPool: '/uc/designer',
  favoriteWorks: '/uc/works',
  myTasks: '/uc/task',
  agreement: '/help/agreement',
  qa: '/help/qa',
} as const;

export function withQuery(path: string, query?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
