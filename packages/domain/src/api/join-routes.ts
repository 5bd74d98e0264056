/**
 * Issue 8, chosen paths (the spec names none): designer onboarding (/join), the console's application
 * review and reports of works, and the reporter's own list. Plain data (zod-free) like routes.ts, which
 * spreads it in; `join-contract.ts` attaches the schemas.
 */
import type { Route } from './routes.js';

export const joinRoutes = {
  getMyJoinApplication: { method: 'GET', path: '/api/plat/join/getMyApplication', auth: 'user' },
  applyJoin: { method: 'POST', path: '/api/plat/join/apply', auth: 'user' },
  getMyReportPage: { method: 'GET', path: '/api/plat/getMyReportPage', auth: 'user' },
  getJoinApplicationPage: { method: 'GET', path: '/api/admin/join/getApplicationPage', auth: 'operator' },
  approveJoinApplication: { method: 'POST', path: '/api/admin/join/approve', auth: 'operator' },
  refuseJoinApplication: { method: 'POST', path: '/api/admin/join/refuse', auth: 'operator' },
  getReportPage: { method: 'GET', path: '/api/admin/report/getReportPage', auth: 'operator' },
  hideReportedWorks: { method: 'POST', path: '/api/admin/report/hideWorks', auth: 'operator' },
  dismissReport: { method: 'POST', path: '/api/admin/report/dismiss', auth: 'operator' },
} as const satisfies Record<string, Route>;
