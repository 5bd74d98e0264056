/** Search: suggestions and recent searches (docs/decisions/007, 009). */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import { SUGGESTION_LIMIT } from '../../constants/index.js';
import { recentSearchesSchema, searchSuggestionsSchema } from '../../entities/index.js';
import { keywordParam, optionalIntParam } from '../params.js';
import { nothing } from './common.js';

export const searchEndpoints = {
  getMatchSearchKeyWords: endpoint({
    method: 'GET',
    path: '/api/common/getMatchSearchKeyWords',
    auth: 'public',
    input: z.object({ keyword: keywordParam, limit: z._default(optionalIntParam('条数', 1, 20), SUGGESTION_LIMIT) }),
    data: searchSuggestionsSchema,
  }),
  getRecentSearchKeyWords: endpoint({
    method: 'GET',
    path: '/api/common/getRecentSearchKeyWords',
    auth: 'optional',
    input: z.object({ limit: z._default(optionalIntParam('条数', 1, 20), SUGGESTION_LIMIT) }),
    data: recentSearchesSchema,
  }),
  /** Chosen path (issue 6): at login, this browser's recent searches join the account's. */
  mergeRecentSearches: endpoint({ method: 'POST', path: '/api/plat/mergeRecentSearches', auth: 'user', data: nothing }),
  /** Chosen path (issue 6): the results page records its keyword, so it shows under 最近搜索. */
  recordSearchKeyWord: endpoint({
    method: 'POST',
    path: '/api/common/recordSearchKeyWord',
    auth: 'optional',
    input: z.object({ keyword: keywordParam }),
    data: nothing,
  }),
} as const satisfies Record<string, Endpoint>;
