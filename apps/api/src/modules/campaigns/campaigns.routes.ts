import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { Clock } from '../../services/clock/clock';
import { CampaignService } from './campaigns.service';

export function campaignsRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const campaigns = new CampaignService(db, clock);
  route(app, endpoints.getCampaignInfo, (q) => campaigns.info(q.campaign));
  route(app, endpoints.getCampaignList, (q) => campaigns.list(q.kind));
  route(app, endpoints.getCampaignWorksPage, (q, r) => campaigns.worksPage(q.campaign, r.user?.userId ?? null, q));
  route(app, endpoints.getCampaignEntry, (q, r) => campaigns.entry(q.campaign, q.worksId, r.user?.userId ?? null));
  route(app, endpoints.thumbUpCampaignWork, (q, r) => campaigns.thumbUp(q.campaign, r.user.userId, q.workId));
  // docs/product.md §7: vivo/oppo thumbUpWork {workId} — the campaigns seeded as `vivo` and `oppo`.
  route(app, endpoints.vivoThumbUpWork, (q, r) => campaigns.thumbUp('vivo', r.user.userId, q.workId));
  route(app, endpoints.oppoThumbUpWork, (q, r) => campaigns.thumbUp('oppo', r.user.userId, q.workId));
  route(app, endpoints.adminCampaignList, () => campaigns.list());
  route(app, endpoints.adminCampaignSave, (q) => campaigns.save(q));
  route(app, endpoints.adminCampaignEntries, (q) => campaigns.setEntries(q.campaignId, q.worksIds));
}
