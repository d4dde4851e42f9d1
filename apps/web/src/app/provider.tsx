import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';
import { CUSTOMER_DATA_KEY, sessionQueryKey } from '@/lib/session-keys';
import { createQueryClient } from './query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { t } = useTranslation('common');
  useEffect(() => {
    // A 401 ends only that role's local session; its screens then ask to sign in again.
    api.setUnauthorizedHandler((scope) => {
      queryClient.setQueryData(sessionQueryKey(scope), null);
      if (scope === 'customer') queryClient.removeQueries({ queryKey: CUSTOMER_DATA_KEY });
    });
    return () => api.setUnauthorizedHandler(null);
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Bottom-right per the spec; lifted so toasts clear the WhatsApp button. */}
      <Toaster
        position="bottom-right"
        richColors
        closeButton
        offset={{ bottom: 88, right: 16 }}
        mobileOffset={{ bottom: 84 }}
        containerAriaLabel={t('toasts.region')}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      />
    </QueryClientProvider>
  );
}
