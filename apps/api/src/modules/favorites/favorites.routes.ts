import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as favorites from './favorites.service';

export function favoritesRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.batchAddFavoriteTalent, async (q, request) => {
    await favorites.addFavorites(deps, request.user, { kind: 'talent', ids: q.userIds });
    return null;
  });
  route(app, endpoints.batchAddFavoriteWorks, async (q, request) => {
    await favorites.addFavorites(deps, request.user, { kind: 'works', ids: q.worksIds });
    return null;
  });
  route(app, endpoints.getTalentsAddFavoriteStatus, (q, request) =>
    favorites.favoriteStatus(deps, request.user, { kind: 'talent', ids: q.userIds }),
  );
  route(app, endpoints.getWorksAddFavoriteStatus, (q, request) =>
    favorites.favoriteStatus(deps, request.user, { kind: 'works', ids: q.worksIds }),
  );
  route(app, endpoints.batchRemoveFavoriteTalent, async (q, request) => {
    await favorites.removeFavorites(deps, request.user, { kind: 'talent', ids: q.userIds });
    return null;
  });
  route(app, endpoints.batchRemoveFavoriteWorks, async (q, request) => {
    await favorites.removeFavorites(deps, request.user, { kind: 'works', ids: q.worksIds });
    return null;
  });
  route(app, endpoints.getMyFavoriteWorksPage, (q, request) => favorites.myFavoriteWorks(deps, request.user, q));
  route(app, endpoints.getMyFavoriteTalentPage, (q, request) => favorites.myFavoriteTalents(deps, request.user, q));
}
