import type { Rider } from '@washday/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RiderActivityProvider } from '@/features/rider-activity/components/rider-activity-provider';
import { RiderLocationNotice } from '@/features/rider-activity/components/rider-location-notice';
import { useRiderLanguageSync } from '@/features/rider-auth/api/set-rider-language';
import { useRiderUnreadCount } from '@/features/rider-notifications/api/get-rider-unread-count';
import { SavedCopyContext } from '@/hooks/use-saved-copy';
import { RiderSavedCopyBanner } from './components/rider-connection-banners';
import { RIDER_NAV, RiderShell } from './components/rider-shell';
import { RiderLiveEvents } from './rider-live';
import { restoreRiderSavedCopy, useKeepRiderSavedCopy, type RiderSavedCopy } from './rider-saved-copy';
import { ShownRiderContext } from './shown-rider';

export interface RiderFrameActions {
  loggingOut: boolean;
  onLogout: () => void;
}

/** The signed-in frame: live events, location sharing while active, and the shell around the page. */
export function RiderSignedIn({ rider, ...actions }: RiderFrameActions & { rider: Rider }) {
  useRiderLanguageSync(rider._id);
  // What the server confirms is saved on the phone, for a reload without a connection.
  useKeepRiderSavedCopy();
  return (
    <RiderLiveEvents>
      <RiderActivityProvider rider={rider} suspended={actions.loggingOut}>
        <RiderFrame rider={rider} savedAt={null} {...actions} />
      </RiderActivityProvider>
    </RiderLiveEvents>
  );
}

/**
 * The same pages around the copy saved on this phone, while the session cannot be checked: read-only
 * (SavedCopyContext), with no live events, location sharing or language sync, and marked as a saved copy.
 */
export function RiderSavedCopyFrame({ copy, ...actions }: RiderFrameActions & { copy: RiderSavedCopy }) {
  const queryClient = useQueryClient();
  // Once, before the pages first read the cache.
  useState(() => restoreRiderSavedCopy(queryClient, copy));
  // The screens say how old the jobs are: when the server last gave them.
  const asOf = copy.orders?.updatedAt ?? copy.savedAt;
  return (
    <SavedCopyContext value={asOf}>
      <RiderActivityProvider rider={copy.rider} suspended={actions.loggingOut}>
        <RiderFrame rider={copy.rider} savedAt={asOf} {...actions} />
      </RiderActivityProvider>
    </SavedCopyContext>
  );
}

/** The addresses that show the dashboard (see app/routes.ts). */
const DASHBOARD_PATHS = new Set(['/rider/dashboard', '/rider/orders', '/rider/profile']);

function RiderFrame({ rider, savedAt, loggingOut, onLogout }: RiderFrameActions & { rider: Rider; savedAt: number | null }) {
  const path = useLocation().pathname.replace(/\/+$/, '');
  const onNotifications = path === RIDER_NAV.notifications;
  const onDashboard = DASHBOARD_PATHS.has(path);
  const unread = useRiderUnreadCount();
  // The dashboard says these itself; other pages get them above the page.
  const notice = onDashboard ? null : savedAt !== null ? <RiderSavedCopyBanner savedAt={savedAt} /> : <RiderLocationNotice />;
  return (
    <ShownRiderContext value={rider}>
      <RiderShell
        rider={rider}
        // Opening notifications resets the badge: it shows nothing while the rider is reading them.
        unreadCount={onNotifications ? 0 : (unread.data ?? 0)}
        loggingOut={loggingOut}
        onLogout={onLogout}
        notice={notice}
      >
        <Outlet />
      </RiderShell>
    </ShownRiderContext>
  );
}
