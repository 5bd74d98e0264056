/**
 * The registry: every endpoint of the product, one entry each, grouped by area (docs/adding-an-endpoint.md).
 * The api registers its routes from it, the typed client (`@bazaar/domain/client`) is typed by it, and
 * `routes.ts` (method, path, auth — no zod, for browsers) is generated from it.
 */
import type * as z from 'zod/mini';
import { accountEndpoints } from './account.js';
import { adminEndpoints } from './admin.js';
import { campaignsEndpoints } from './campaigns.js';
import { clipsEndpoints } from './clips.js';
import { conversationsEndpoints } from './conversations.js';
import { cmsEndpoints } from './cms.js';
import { designersEndpoints } from './designers.js';
import { disputesEndpoints } from './disputes.js';
import { favoriteEndpoints } from './favorites.js';
import { growthEndpoints } from './growth.js';
import { joinEndpoints } from './join.js';
import { moneyEndpoints } from './money.js';
import { reviewsEndpoints } from './reviews.js';
import { notificationsEndpoints } from './notifications.js';
import { oauthEndpoints } from './oauth.js';
import { searchEndpoints } from './search.js';
import { tasksEndpoints } from './tasks.js';
import { worksEndpoints } from './works.js';

/**
 * Each area's entries, by area: `endpoints` below spreads them into one object, where a name two areas both
 * declare would silently keep the later one — `index.test.ts` refuses that (issue 35).
 */
export const registryAreas = {
  account: accountEndpoints,
  works: worksEndpoints,
  designers: designersEndpoints,
  search: searchEndpoints,
  favorites: favoriteEndpoints,
  tasks: tasksEndpoints,
  money: moneyEndpoints,
  growth: growthEndpoints,
  cms: cmsEndpoints,
  campaigns: campaignsEndpoints,
  join: joinEndpoints,
  clips: clipsEndpoints,
  conversations: conversationsEndpoints,
  notifications: notificationsEndpoints,
  admin: adminEndpoints,
  reviews: reviewsEndpoints,
  disputes: disputesEndpoints,
  oauth: oauthEndpoints,
} as const;

export const endpoints = {
  ...accountEndpoints,
  ...worksEndpoints,
  ...designersEndpoints,
  ...searchEndpoints,
  ...favoriteEndpoints,
  ...tasksEndpoints,
  ...moneyEndpoints,
  ...growthEndpoints,
  ...cmsEndpoints,
  ...campaignsEndpoints,
  ...joinEndpoints,
  ...clipsEndpoints,
  ...conversationsEndpoints,
  ...notificationsEndpoints,
  ...adminEndpoints,
  ...reviewsEndpoints,
  ...disputesEndpoints,
  ...oauthEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** The data type an endpoint answers. */
export type EndpointData<N extends EndpointName> = z.infer<Endpoints[N]['data']>;
/** The input an endpoint takes (before parsing: what a client sends). */
export type EndpointInput<N extends EndpointName> = Endpoints[N] extends { input: infer I extends z.ZodMiniType }
  ? z.input<I>
  : undefined;
