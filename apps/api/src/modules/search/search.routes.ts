import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import * as search from './search.service';

export function searchRoutes(app: FastifyInstance, db: Db): void {
  route(app, endpoints.getMatchSearchKeyWords, (q) => search.matchSuggestions(db, q.keyword, q.limit));
  route(app, endpoints.getRecentSearchKeyWords, (q) => search.recentSearches(db, q.limit));
}
