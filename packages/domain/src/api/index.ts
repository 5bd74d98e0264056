export * from './envelope.js';
export * from './params.js';
export * from './routes.js';
export * from './contract.js';
export * from './money.js';
export * from './join-contract.js';
export * from './clips-contract.js';
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
