import { PUSH_MESSAGES } from '@washday/core';
import { BellOff, BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Switch, type SwitchProps } from '@/components/ui/switch';
import { usePushDevice } from '@/hooks/use-push-device';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import { describeError } from '@/lib/request-errors';

/**
 * Web push on this phone for the signed-in customer or rider: asks the browser's permission when turned on, and
 * says plainly when the browser cannot, or was told not to.
 */
export function PushSwitch({
  as,
  label,
  description,
  className,
  size = 'md',
}: {
  as: 'customer' | 'rider';
  label: string;
  description: string;
  className?: string;
  /** The switch's size: a rider's is thumb-sized ('xl', 48 px). */
  size?: SwitchProps['size'];
}) {
  const { t } = useTranslation('common');
  const push = usePushDevice(as);
  const on = push.state === 'on';
  const unavailable = push.state === 'unsupported' || push.state === 'denied';

  const change = async (wanted: boolean) => {
    const result = wanted ? await push.turnOn() : await push.turnOff();
    if ('error' in result) toast.error(describeError(result.error, t('push.failed')));
    else if (result.state === 'on') toast.success(translateMessage(PUSH_MESSAGES.subscribed));
    else if (!wanted && result.state === 'off') toast.success(translateMessage(PUSH_MESSAGES.unsubscribed));
  };

  return (
    <div className={cn('flex items-start gap-3', className)}>
      <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {on ? <BellRing className="h-4 w-4" aria-hidden="true" /> : <BellOff className="h-4 w-4" aria-hidden="true" />}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">{label}</p>
        <p className="text-xs text-slate-500">
          {push.state === 'unsupported' ? t('push.unsupported') : push.state === 'denied' ? t('push.denied') : description}
        </p>
      </div>
      <Switch
        size={size}
        aria-label={label}
        checked={on}
        disabled={unavailable || push.busy || push.state === 'checking'}
        aria-busy={push.busy}
        onCheckedChange={(wanted) => void change(wanted)}
      />
    </div>
  );
}
