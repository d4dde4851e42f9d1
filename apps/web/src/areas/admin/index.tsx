// The admin area. Loaded lazily by the router so customers never download it.
import {
  Bike,
  CalendarPlus,
  ChartColumn,
  ClipboardList,
  FileDown,
  MapPinned,
  ShieldCheck,
  Tags,
  ToggleRight,
} from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { ComingSoon, PortalShell } from '@/components/portal-shell';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

const SIGN_IN_NOTICE = 'Admin sign-in is coming in the next release. Until then this portal has no data to show.';

export function AdminLayout() {
  useDocumentTitle('Admin Portal');
  return (
    <PortalShell portal="Admin Portal">
      <Outlet />
    </PortalShell>
  );
}

export function AdminHomePage() {
  return (
    <ComingSoon
      icon={ShieldCheck}
      eyebrow="Admin Portal"
      title="Run Washday from one place"
      summary="Admins will sign in with their own account and manage bookings, riders, service areas and prices here."
      notice={SIGN_IN_NOTICE}
      features={[
        {
          icon: ChartColumn,
          title: 'Overview',
          description: 'Total bookings, pending orders, active customers and revenue at a glance.',
        },
        {
          icon: ClipboardList,
          title: 'Bookings',
          description: 'Search and filter bookings by status, open details and make edits.',
        },
        {
          icon: CalendarPlus,
          title: 'Book for a customer',
          description: 'Create a booking on behalf of a customer who calls or messages.',
        },
        {
          icon: Bike,
          title: 'Riders',
          description: 'Verify new riders, assign orders and vendors, and follow riders live.',
        },
        {
          icon: MapPinned,
          title: 'Service locations',
          description: 'Choose the areas of Gurugram where pickups are offered.',
        },
        {
          icon: Tags,
          title: 'Services and prices',
          description: 'Edit service names, prices, units and descriptions; mark them popular or hide them.',
        },
      ]}
      footer={
        <Link to="/admin/location-config" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <MapPinned className="h-4 w-4" aria-hidden="true" />
          About service location settings
        </Link>
      }
    />
  );
}

export function LocationConfigPage() {
  return (
    <ComingSoon
      icon={MapPinned}
      eyebrow="Admin Portal · Service locations"
      title="Service location settings"
      summary="Where Washday picks up and delivers. Each area is a city, an area name and an optional pincode."
      notice={SIGN_IN_NOTICE}
      features={[
        {
          icon: MapPinned,
          title: 'Add areas',
          description: 'Add a city and area, with a pincode when the area needs one.',
        },
        {
          icon: ToggleRight,
          title: 'Enable or pause',
          description: 'Switch an area off for a while without losing it, or remove it for good.',
        },
        {
          icon: FileDown,
          title: 'Export',
          description: 'Download the list of service areas to share or keep on record.',
        },
      ]}
      footer={
        <Link to="/admin" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          Back to the admin portal
        </Link>
      }
    />
  );
}
