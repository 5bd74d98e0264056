/** Favourites of works and designers (docs/product.md §4 favourites sync). */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import { designerSchema, pageOf, workSchema } from '../../entities/index.js';
import { idListParam, pagingParams } from '../params.js';
import { favoriteStatusSchema } from '../schemas.js';
import { nothing } from './common.js';

export const favoriteEndpoints = {
  getTalentsAddFavoriteStatus: endpoint({
    method: 'GET',
    path: '/api/plat/getTalentsAddFavoriteStatus',
    auth: 'user',
    input: z.object({ userIds: idListParam }),
    data: favoriteStatusSchema,
  }),
  getWorksAddFavoriteStatus: endpoint({
    method: 'GET',
    path: '/api/plat/getWorksAddFavoriteStatus',
    auth: 'user',
    input: z.object({ worksIds: idListParam }),
    data: favoriteStatusSchema,
  }),
  batchAddFavoriteTalent: endpoint({
    method: 'POST',
    path: '/api/plat/batchAddFavoriteTalent',
    auth: 'user',
    input: z.object({ userIds: idListParam }),
    data: nothing,
  }),
  batchAddFavoriteWorks: endpoint({
    method: 'POST',
    path: '/api/plat/batchAddFavoriteWorks',
    auth: 'user',
    input: z.object({ worksIds: idListParam }),
    data: nothing,
  }),
  batchRemoveFavoriteTalent: endpoint({
    method: 'POST',
    path: '/api/plat/batchRemoveFavoriteTalent',
    auth: 'user',
    input: z.object({ userIds: idListParam }),
    data: nothing,
  }),
  batchRemoveFavoriteWorks: endpoint({
    method: 'POST',
    path: '/api/plat/batchRemoveFavoriteWorks',
    auth: 'user',
    input: z.object({ worksIds: idListParam }),
    data: nothing,
  }),
  getMyFavoriteWorksPage: endpoint({
    method: 'GET',
    path: '/api/plat/getMyFavoriteWorksPage',
    auth: 'user',
    input: z.object({ ...pagingParams }),
    data: pageOf(workSchema),
  }),
  getMyFavoriteTalentPage: endpoint({
    method: 'GET',
    path: '/api/plat/getMyFavoriteTalentPage',
    auth: 'user',
    input: z.object({ ...pagingParams }),
    data: pageOf(designerSchema),
  }),
} as const satisfies Record<string, Endpoint>;
