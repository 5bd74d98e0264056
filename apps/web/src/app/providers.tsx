import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/shared/lib/query-client';
import { bindSessionToApi } from '@/shared/session/session-store';
import { Toaster } from '@/shared/ui/toast/toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // docs/product.md §4: a 401 response anywhere commits "logged out".
  useEffect(() => bindSessionToApi(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
