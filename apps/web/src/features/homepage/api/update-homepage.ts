/** docs/product.md §7 updateHomepageInfo: the owner saves their skin; the homepage query then reads it back. */
import type { HomepageSkin } from '@bazaar/domain/constants/homepage';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast/toast-store';
import { homepageKey, type HomepageInfo } from './get-homepage';

export function useUpdateHomepage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (skin: HomepageSkin) => {
      // A refusal (bad value, not a designer) is shown as a toast by callApi with the api's message.
      const result = await callApi('updateHomepageInfo', { homepageConfigKey: JSON.stringify(skin) });
      if (!result.success) throw new Error(result.resultMessage);
      return skin;
    },
    onSuccess: (skin) => {
      queryClient.setQueryData<HomepageInfo | null>(homepageKey(userId), (old) => (old ? { ...old, skin } : old));
      void queryClient.invalidateQueries({ queryKey: homepageKey(userId) });
      toast.success('主页已保存');
    },
  });
}
