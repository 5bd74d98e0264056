import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import * as favorites from './favorites.service';

export function favoritesRoutes(app: FastifyInstance, db: Db): void {
  route(app, endpoints.batchAddFavoriteTalent, async (q, request) => {
    await favorites.addFavorites(db, request.user.userId, 'talent', q.userIds);
    return null;
  });
  route(app, endpoints.batchAddFavoriteWorks, async (q, request) => {
    await favorites.addFavorites(db, request.user.userId, 'works', q.worksIds);
    return null;
  });
  route(app, endpoints.getTalentsAddFavoriteStatus, (q, request) =>
    favorites.favoriteStatus(db, request.user.userId, 'talent', q.userIds),
  );
  route(app, endpoints.getWorksAddFavoriteStatus, (q, request) =>
    favorites.favoriteStatus(db, request.user.userId, 'works', q.worksIds),
  );
  route(app, endpoints.batchRemoveFavoriteTalent, async (q, request) => {
    await favorites.removeFavorites(db, request.user.userId, 'talent', q.userIds);
    return null;
  });
  route(app, endpoints.batchRemoveFavoriteWorks, async (q, request) => {
    await favorites.removeFavorites(db, request.user.userId, 'works', q.worksIds);
    return null;
  });
  route(app, endpoints.getMyFavoriteWorksPage, (q, request) =>
    favorites.myFavoriteWorks(db, request.user.userId, q.current, q.pageSize),
  );
  route(app, endpoints.getMyFavoriteTalentPage, (q, request) =>
    favorites.myFavoriteTalents(db, request.user.userId, q.current, q.pageSize),
  );
}
