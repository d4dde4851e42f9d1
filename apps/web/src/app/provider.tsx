import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from './query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Bottom-right per the spec; lifted so toasts clear the WhatsApp button. */}
      <Toaster position="bottom-right" richColors closeButton offset={{ bottom: 88, right: 16 }} mobileOffset={{ bottom: 84 }} />
    </QueryClientProvider>
  );
}
