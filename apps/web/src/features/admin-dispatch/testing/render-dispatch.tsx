// Renders dispatch screens with a fresh query client, a router and toasts.
import { renderWithClient } from '@/test/render-with-client';

export const renderDispatch = renderWithClient;
