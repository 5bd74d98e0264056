import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { EndpointInput } from '@bazaar/domain/api';
import { callApi } from '@/shared/api/client';
import { SESSION_KEY } from '@/shared/session/session-store';

/** POST updateUserInfo {nickName?, password?, oldPassword?, smsCode?}; the answer is the new user info, written into the session. */
export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: EndpointInput<'updateUserInfo'>): Promise<boolean> => {
      const result = await callApi('updateUserInfo', input);
      if (result.success && result.data) queryClient.setQueryData(SESSION_KEY, result.data);
      return result.success;
    },
    [queryClient],
  );
}
