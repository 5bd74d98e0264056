/**
 * Conversations and notifications (issue 25): queries, and the cache updates the event stream drives. One
 * key family each, so an event invalidates exactly what it changes.
 */
import type { Conversation, Message, MessagePage, Notification, Page, StreamEvent } from '@bazaar/domain/entities';
import { mergeMessage } from '@bazaar/domain/rules/chat-thread';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';
import { DETAIL_CALL, detailOrNull, usePageQuery } from '@/shared/lib/load-error';

// Under 'session': user-scoped, so a logout or a 401 drops them (session-store's commitLoggedOut) instead
// of refetching them with the public lists — which, still observed by the top bar for one render, asked
// /api/notifications/unread as a visitor and got a 401.
export const UNREAD_KEY = ['session', 'unread-counts'] as const;
export const CONVERSATIONS_KEY = ['session', 'conversations'] as const;
export const NOTIFICATIONS_KEY = ['session', 'notifications'] as const;
export const conversationKey = (id: number) => ['session', 'conversation', id] as const;
export const messagesKey = (id: number) => ['session', 'messages', id] as const;

export const CONVERSATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;

const NO_COUNTS = { messages: 0, notifications: 0 };

export function useUnreadCounts(enabled = true) {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async () => dataOr(await callApi('getUnreadCounts'), NO_COUNTS),
    enabled,
  });
}

export function useConversations(current: number) {
  return useQuery({
    queryKey: [...CONVERSATIONS_KEY, current],
    queryFn: async () =>
      dataOr(
        await callApi('getConversations', { current, pageSize: CONVERSATIONS_PAGE_SIZE }),
        emptyPage<Conversation>(),
      ),
    placeholderData: keepPreviousData,
  });
}

/** One conversation, or null when it is not the viewer's (404); a 5xx or network failure is 加载失败. */
export function useConversation(conversationId: number) {
  return usePageQuery({
    queryKey: conversationKey(conversationId),
    queryFn: async () => detailOrNull(await callApi('getConversation', { conversationId }, DETAIL_CALL)),
  });
}

/** The thread, oldest first: the newest page, and older pages prepended by `loadOlder`. */
export function useMessages(conversationId: number) {
  return useQuery({
    queryKey: messagesKey(conversationId),
    queryFn: async (): Promise<MessagePage> => {
      const page = dataOr(await callApi('getMessages', { conversationId, limit: MESSAGES_PAGE_SIZE }), {
        rows: [],
        hasMore: false,
      } as MessagePage);
      return { rows: [...page.rows].reverse(), hasMore: page.hasMore };
    },
  });
}

export async function loadOlder(client: QueryClient, conversationId: number): Promise<void> {
  const current = client.getQueryData<MessagePage>(messagesKey(conversationId));
  const oldest = current?.rows[0];
  if (!current || !oldest) return;
  const page = dataOr(
    await callApi('getMessages', { conversationId, before: oldest.messageId, limit: MESSAGES_PAGE_SIZE }),
    null,
  );
  if (!page) return;
  client.setQueryData<MessagePage>(messagesKey(conversationId), (now) =>
    now ? { rows: [...[...page.rows].reverse(), ...now.rows], hasMore: page.hasMore } : now,
  );
}

/** Adds (or replaces, by client id) a message in its thread's cache, keeping the order by id. */
export function putMessage(client: QueryClient, message: Message): void {
  client.setQueryData<MessagePage>(messagesKey(message.conversationId), (now) => {
    return now ? { ...now, rows: mergeMessage(now.rows, message) } : now;
  });
}

export function useNotifications(current: number) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, current],
    queryFn: async () =>
      dataOr(
        await callApi('getNotifications', { current, pageSize: NOTIFICATIONS_PAGE_SIZE }),
        emptyPage<Notification>() as Page<Notification>,
      ),
    placeholderData: keepPreviousData,
  });
}

/** What an event on the stream changes in this tab's caches. */
export function applyStreamEvent(client: QueryClient, event: StreamEvent): void {
  if (event.type === 'message') {
    putMessage(client, event.message);
    void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    void client.invalidateQueries({ queryKey: conversationKey(event.message.conversationId) });
  } else if (event.type === 'read') {
    void client.invalidateQueries({ queryKey: conversationKey(event.conversationId) });
    void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  } else {
    void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }
  void client.invalidateQueries({ queryKey: UNREAD_KEY });
}
