import * as Tabs from '@radix-ui/react-tabs';
import type { Rider } from '@washday/core';
import { Bike } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
        <div className="relative overflow-hidden bg-gradient-to-br from-brand-600 to-emerald-500 px-6 pt-7 pb-16 text-white">
          <div aria-hidden="true" className="absolute -top-10 -right-10 h-36 w-36 rounded-full bg-white/10" />
          <div aria-hidden="true" className="absolute right-16 -bottom-14 h-28 w-28 rounded-full bg-white/10" />
          <span className="relative flex h-11 w-11 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
            <Bike className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 id="rider-auth-title" className="relative mt-4 text-2xl font-extrabold tracking-tight">
            {t('portal.title')}
          </h1>
          <p className="relative mt-1 text-sm text-white/85">{t('portal.tagline')}</p>
        </div>
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
