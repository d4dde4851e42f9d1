import type { LucideIcon } from 'lucide-react';
import { CircleAlert, CircleCheck, Clock, Info, OctagonX } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type NoticeTone = 'error' | 'warning' | 'rejected' | 'info' | 'success';

const tones: Record<NoticeTone, { box: string; icon: LucideIcon; iconClass: string }> = {
  error: { box: 'bg-red-50 text-red-800 ring-red-200', icon: CircleAlert, iconClass: 'text-red-500' },
  warning: { box: 'bg-amber-50 text-amber-900 ring-amber-200', icon: Clock, iconClass: 'text-amber-500' },
  rejected: { box: 'bg-red-50 text-red-900 ring-red-200', icon: OctagonX, iconClass: 'text-red-500' },
  info: { box: 'bg-brand-50 text-brand-900 ring-brand-100', icon: Info, iconClass: 'text-brand-600' },
  success: { box: 'bg-emerald-50 text-emerald-900 ring-emerald-200', icon: CircleCheck, iconClass: 'text-emerald-700' },
};

interface NoticeProps {
  tone: NoticeTone;
  title?: string;
  children: ReactNode;
  action?: ReactNode;
  /** Errors interrupt (alert); confirmations are polite (status). */
  role?: 'alert' | 'status';
  className?: string;
}

export function Notice({
  tone,
  title,
  children,
  action,
  role = tone === 'info' || tone === 'success' ? 'status' : 'alert',
  className,
}: NoticeProps) {
  const { box, icon: Icon, iconClass } = tones[tone];
  return (
    <div role={role} className={cn('flex gap-3 rounded-2xl px-4 py-3 text-sm ring-1', box, className)}>
      <Icon className={cn('mt-0.5 h-4.5 w-4.5 shrink-0', iconClass)} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-bold">{title}</p> : null}
        <div className={cn(title ? 'mt-0.5' : 'font-medium')}>{children}</div>
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
    </div>
  );
}
