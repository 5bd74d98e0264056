export * from './envelope.js';
export * from './params.js';
export type { Auth, Route } from './route.js';
export { routes, LOGIN_PATHS, type RouteName } from './routes.js';
export { endpoint, routeTable, type Endpoint, type RouteTable } from './endpoint.js';
export * from './endpoints/index.js';
export * from './schemas.js';
export * from './money.js';
export * from './join-schemas.js';
export * from './reviews-schemas.js';
export * from './clips-schemas.js';
export {
  CAMPAIGN_KINDS,
  type CampaignKind,
  type Campaign,
  type CampaignEntry,
  type CampaignEntryDetail,
  type CmsPosition,
  type CmsPositionDetail,
  type CmsVersion,
  type ConsultantQr,
} from './campaigns-cms.js';
