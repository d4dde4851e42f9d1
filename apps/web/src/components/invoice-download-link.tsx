import { FileDown } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * 'Download invoice': a tax invoice's PDF saved by the browser (an order's, or a laundry plan cycle's), with the
 * invoice's number in its accessible name. The words come from the caller's namespace, in the reader's language.
 */
export function InvoiceDownloadLink({
  href,
  label,
  accessibleName,
  className,
}: {
  href: string;
  label: string;
  accessibleName: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      download
      aria-label={accessibleName}
      className={cn(buttonClasses({ variant: 'secondary', size: 'md' }), className)}
    >
      <FileDown className="h-4 w-4" aria-hidden="true" />
      {label}
    </a>
  );
}
