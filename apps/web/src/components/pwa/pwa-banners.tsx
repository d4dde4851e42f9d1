import { InstallBanner, type InstallBannerProps } from './install-banner';
import { UpdateBanner } from './update-banner';

/** The install and update banners of an installable area, stacked along the bottom edge above the safe area. */
export function PwaBanners(props: InstallBannerProps) {
  return (
    // Only the banners take taps; the empty strip around them lets them through to the page.
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 px-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
      <UpdateBanner appName={props.appName} />
      <InstallBanner {...props} />
    </div>
  );
}
