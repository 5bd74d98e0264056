/**
 * The frozen migration set, in order. Later issues (accounts, sessions, SMS) append their own files here
 * (`0002-accounts.ts`, …) — never edit one that has shipped.
 *
 * There is no 0008: no migration of that number was ever committed (0009 was numbered while another
 * branch's migration was expected to take 0008, and none did). The gap stays: every database records the
 * names it has run (`kysely_migration`), so renumbering 0009–0014 would make them run again.
 */
import type { Migration, MigrationProvider } from 'kysely';
import { downFoundation, upFoundation } from './0001-foundation';
import { downAccounts, upAccounts } from './0002-accounts';
import { downTasks, upTasks } from './0003-tasks';
import { downTaskIndexes, upTaskIndexes } from './0004-task-indexes';
import { downLikes, upLikes } from './0005-likes';
import { downDiscovery, upDiscovery } from './0006-discovery';
import { downSearchGrams, upSearchGrams } from './0007-search-grams';
import { downSearchHistory, upSearchHistory } from './0009-search-history';
import { downLedger, upLedger } from './0010-ledger';
import { downJoin, upJoin } from './0012-join';
import { downGrowth, upGrowth } from './0011-growth';
import { downCmsCampaigns, upCmsCampaigns } from './0013-cms-campaigns';
import { downPasswordGuards, upPasswordGuards } from './0014-password-guards';
import { downNotifications, upNotifications } from './0015-notifications';
import { downConversations, upConversations } from './0016-conversations';
import { downDisputes, upDisputes } from './0017-disputes';
import { downReviews, upReviews } from './0018-reviews';
import { downMessageFiles, upMessageFiles } from './0019-message-files';
import { downConversationList, upConversationList } from './0020-conversation-list';
import { downOpenIds, upOpenIds } from './0021-open-ids';
import { downPayAnomalies, upPayAnomalies } from './0022-pay-anomalies';
import { downPayOrdersChannel, upPayOrdersChannel } from './0023-pay-orders-channel';
import { downRefundsPayoutAccounts, upRefundsPayoutAccounts } from './0024-refunds-payout-accounts';
import { downSearchChanges, upSearchChanges } from './0025-search-changes';

const migrations: Record<string, Migration> = {
  '0001-foundation': { up: upFoundation, down: downFoundation },
  '0002-accounts': { up: upAccounts, down: downAccounts },
  '0003-tasks': { up: upTasks, down: downTasks },
  '0004-task-indexes': { up: upTaskIndexes, down: downTaskIndexes },
  '0005-likes': { up: upLikes, down: downLikes },
  '0006-discovery': { up: upDiscovery, down: downDiscovery },
  '0007-search-grams': { up: upSearchGrams, down: downSearchGrams },
  '0009-search-history': { up: upSearchHistory, down: downSearchHistory },
  '0010-ledger': { up: upLedger, down: downLedger },
  '0012-join': { up: upJoin, down: downJoin },
  '0011-growth': { up: upGrowth, down: downGrowth },
  '0013-cms-campaigns': { up: upCmsCampaigns, down: downCmsCampaigns },
  '0014-password-guards': { up: upPasswordGuards, down: downPasswordGuards },
  '0015-notifications': { up: upNotifications, down: downNotifications },
  '0016-conversations': { up: upConversations, down: downConversations },
  '0017-disputes': { up: upDisputes, down: downDisputes },
  '0018-reviews': { up: upReviews, down: downReviews },
  '0019-message-files': { up: upMessageFiles, down: downMessageFiles },
  '0020-conversation-list': { up: upConversationList, down: downConversationList },
  '0021-open-ids': { up: upOpenIds, down: downOpenIds },
  '0022-pay-anomalies': { up: upPayAnomalies, down: downPayAnomalies },
  '0023-pay-orders-channel': { up: upPayOrdersChannel, down: downPayOrdersChannel },
  '0024-refunds-payout-accounts': { up: upRefundsPayoutAccounts, down: downRefundsPayoutAccounts },
  '0025-search-changes': { up: upSearchChanges, down: downSearchChanges },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
