import { useBottomBarsInset } from '@/hooks/use-bottom-bar';
import { cn } from '@/lib/cn';
import { InstallBanner, type InstallBannerProps } from './install-banner';
import { UpdateBanner } from './update-banner';

/**
 * The install and update banners of an installable area, stacked along the bottom edge above the safe area, or just
 * above the bars fixed there (cart, Place Order, tab bar) so they never cover those actions.
 */
export function PwaBanners(props: InstallBannerProps) {
  const inset = useBottomBarsInset();
  return (
    // Only the banners take taps; the empty strip around them lets them through to the page.
    <div
      style={inset > 0 ? { bottom: inset } : undefined}
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 px-3 transition-[bottom] duration-300 ease-out',
        // Above a bar the safe area is already below it.
        inset > 0 ? 'pb-2' : 'pb-[calc(0.75rem+env(safe-area-inset-bottom))]',
      )}
    >
      <UpdateBanner appName={props.appName} />
      <InstallBanner {...props} />
    </div>
  );
}
