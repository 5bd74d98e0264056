import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../http/auth';
import { browserIdOf } from '../../http/browser-id';
import { route } from '../../http/endpoint';
import type { SearchCache } from './search-cache';
import * as search from './search.service';

const searcher = (request: FastifyRequest & { user: SessionUser | null }) =>
  search.searcherOf(request.user?.userId, browserIdOf(request));

export function searchRoutes(app: FastifyInstance, db: Db, cache: SearchCache): void {
  route(app, endpoints.getMatchSearchKeyWords, (q) => search.matchSuggestions(db, q.keyword, q.limit, cache));
  route(app, endpoints.getRecentSearchKeyWords, (q, request) => search.recentSearches(db, searcher(request), q.limit));
  route(app, endpoints.mergeRecentSearches, async (_input, request) => {
    await search.mergeBrowserSearches(db, request.user.userId, browserIdOf(request));
    return null;
  });
  route(app, endpoints.recordSearchKeyWord, async (b, request) => {
    await search.recordSearch(db, searcher(request), b.keyword);
    return null;
  });
}
