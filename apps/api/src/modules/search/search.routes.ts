import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../http/auth';
import { browserIdOf } from '../../http/browser-id';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as search from './search.service';

const searcher = (request: FastifyRequest & { user: SessionUser | null }) =>
  search.searcherOf(request.user?.userId, browserIdOf(request));

export function searchRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.getMatchSearchKeyWords, (q) => search.matchSuggestions(deps, q));
  route(app, endpoints.getRecentSearchKeyWords, (q, request) => search.recentSearches(deps, searcher(request), q));
  route(app, endpoints.mergeRecentSearches, async (_input, request) => {
    await search.mergeBrowserSearches(deps, request.user, { browserId: browserIdOf(request) });
    return null;
  });
  route(app, endpoints.recordSearchKeyWord, async (b, request) => {
    await search.recordSearch(deps, searcher(request), b);
    return null;
  });
}
