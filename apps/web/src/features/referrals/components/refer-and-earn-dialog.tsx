import * as Tabs from '@radix-ui/react-tabs';
import { Gift, Share2, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useMyReferral } from '../hooks/use-my-referral';
import { MyRewardsPanel } from './my-rewards-panel';
import { ShareAndEarnPanel } from './share-and-earn-panel';

export interface ReferAndEarnDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Tab = 'share' | 'rewards';
const TABS = [
  { value: 'share', icon: Share2 },
  { value: 'rewards', icon: Trophy },
] as const;

/**
 * Refer & Earn (customer-app.md §2): share the code (copy, link, WhatsApp, SMS, the share sheet) and see the
 * referrals and reward coupons. Every percentage shown is the server's.
 */
export function ReferAndEarnDialog({ userId, open, onOpenChange }: ReferAndEarnDialogProps) {
  const { t } = useTranslation('account');
  const [tab, setTab] = useState<Tab>('share');
  const referral = useMyReferral(userId, { enabled: open });
  const terms = referral.info.data?.terms ?? null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent mobileLayout="sheet" widthClassName="min-[48rem]:max-w-lg">
        <div className="bg-[radial-gradient(120%_80%_at_0%_0%,var(--color-brand-50),transparent_70%)] px-5 pt-6 pb-4 min-[48rem]:px-6">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-soft">
            <Gift className="h-6 w-6" aria-hidden="true" />
          </span>
          <DialogTitle className="mt-3">{t('referrals.title')}</DialogTitle>
          <DialogDescription className="mt-1 text-[15px] text-slate-600">
            {terms
              ? t('referrals.terms', {
                  refereePercent: terms.refereeDiscountPercent,
                  referrerPercent: terms.referrerRewardPercent,
                })
              : t('referrals.intro')}
          </DialogDescription>
        </div>

        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="flex flex-1 flex-col">
          <div className="px-5 pb-2 min-[48rem]:px-6">
            <Tabs.List aria-label={t('referrals.sections')} className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1">
              {TABS.map(({ value, icon: Icon }) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="inline-flex h-11 items-center justify-center gap-2 rounded-xl text-[15px] font-semibold text-slate-600 transition data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-soft"
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {t(`referrals.tabs.${value}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </div>
          <Tabs.Content value="share" className="flex-1 px-5 pt-3 pb-6 outline-none min-[48rem]:px-6">
            <ShareAndEarnPanel code={referral.code} codeStatus={referral.codeStatus} terms={terms} onRetry={referral.retry} />
          </Tabs.Content>
          <Tabs.Content value="rewards" className="flex-1 px-5 pt-3 pb-6 outline-none min-[48rem]:px-6">
            <MyRewardsPanel info={referral.info} />
          </Tabs.Content>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}
