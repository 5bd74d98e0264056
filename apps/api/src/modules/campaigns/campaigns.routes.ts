import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as campaigns from './campaigns.service';

export function campaignsRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.getCampaignInfo, (q) => campaigns.info(deps, { slug: q.campaign }));
  route(app, endpoints.getCampaignList, (q) => campaigns.list(deps, { kind: q.kind }));
  route(app, endpoints.getCampaignWorksPage, (q, r) => campaigns.worksPage(deps, r.user, { ...q, slug: q.campaign }));
  route(app, endpoints.getCampaignEntry, (q, r) =>
    campaigns.entry(deps, r.user, { slug: q.campaign, worksId: q.worksId }),
  );
  route(app, endpoints.thumbUpCampaignWork, (q, r) =>
    campaigns.thumbUp(deps, r.user, { slug: q.campaign, worksId: q.workId }),
  );
  // docs/product.md §7: vivo/oppo thumbUpWork {workId} — the campaigns seeded as `vivo` and `oppo`.
  route(app, endpoints.vivoThumbUpWork, (q, r) => campaigns.thumbUp(deps, r.user, { slug: 'vivo', worksId: q.workId }));
  route(app, endpoints.oppoThumbUpWork, (q, r) => campaigns.thumbUp(deps, r.user, { slug: 'oppo', worksId: q.workId }));
  route(app, endpoints.adminCampaignList, () => campaigns.list(deps));
  route(app, endpoints.adminCampaignSave, (q) => campaigns.save(deps, q));
  route(app, endpoints.adminCampaignEntries, (q) => campaigns.setEntries(deps, q));
}
