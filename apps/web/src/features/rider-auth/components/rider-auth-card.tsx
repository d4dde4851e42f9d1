import * as Tabs from '@radix-ui/react-tabs';
import type { Rider } from '@washday/core';
import { Bike } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalAuthBanner } from '@/components/portal-auth-banner';
import { RiderLoginForm, type PhonePrefill } from './rider-login-form';
import { RiderRegisterForm } from './rider-register-form';

export type RiderAuthTab = 'login' | 'register';

interface RiderAuthCardProps {
  tab: RiderAuthTab;
  onTabChange: (tab: RiderAuthTab) => void;
  onLoggedIn: (rider: Rider) => void;
}

const tabClasses =
  'flex h-10 flex-1 items-center justify-center rounded-lg text-sm font-semibold text-slate-500 transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-soft';

/** The rider authentication screen: one card, Login and Register tabs (rider-portal.md §2.1). */
export function RiderAuthCard({ tab, onTabChange, onLoggedIn }: RiderAuthCardProps) {
  const { t } = useTranslation('rider');
  const [loginPrefill, setLoginPrefill] = useState<PhonePrefill | null>(null);
  const [registerPrefill, setRegisterPrefill] = useState<PhonePrefill | null>(null);

  return (
    <section aria-labelledby="rider-auth-title" className="mx-auto w-full max-w-md">
      <div className="overflow-hidden rounded-3xl bg-white shadow-lift ring-1 ring-slate-900/5">
        <PortalAuthBanner
          icon={Bike}
          id="rider-auth-title"
          title={t('portal.title')}
          subtitle={t('portal.tagline')}
          className="pb-16"
        />
        <Tabs.Root
          value={tab}
          onValueChange={(value) => onTabChange(value === 'register' ? 'register' : 'login')}
          className="-mt-10 px-5 pb-6 sm:px-6"
        >
          <Tabs.List
            aria-label={t('auth.tabsLabel')}
            className="relative flex gap-1 rounded-xl bg-slate-100 p-1 ring-4 ring-white"
          >
            <Tabs.Trigger value="login" className={tabClasses}>
              {t('auth.login')}
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClasses}>
              {t('auth.register')}
            </Tabs.Trigger>
          </Tabs.List>
          {/* Both stay mounted so a half-filled form survives a look at the other tab. */}
          <Tabs.Content value="login" forceMount hidden={tab !== 'login'} className="pt-6 outline-none">
            <RiderLoginForm
              prefill={loginPrefill}
              onLoggedIn={onLoggedIn}
              onRegisterRequest={(phone) => {
                setRegisterPrefill({ phone, id: Date.now() });
                onTabChange('register');
              }}
            />
          </Tabs.Content>
          <Tabs.Content value="register" forceMount hidden={tab !== 'register'} className="pt-6 outline-none">
            <RiderRegisterForm
              prefill={registerPrefill}
              active={tab === 'register'}
              onGoToLogin={(phone) => {
                setLoginPrefill({ phone, id: Date.now() });
                onTabChange('login');
              }}
            />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </section>
  );
}
