// The rider (delivery partner) area. Loaded lazily by the router so customers never download it.
import {
  Bell,
  Bike,
  Camera,
  ClipboardList,
  IdCard,
  ListChecks,
  MapPin,
  Navigation,
  PackageCheck,
  Smartphone,
  ToggleRight,
  UserRound,
} from 'lucide-react';
import { Outlet, useParams } from 'react-router';
import { ComingSoon, PortalShell, type PlannedFeature } from '@/components/portal-shell';
import { useDocumentTitle } from '@/hooks/use-document-title';

const SIGN_IN_NOTICE = 'Rider sign-in is coming in the next release. Until then there are no orders to show here.';

export function RiderLayout() {
  useDocumentTitle('Rider Portal');
  return (
    <PortalShell portal="Rider Portal">
      <Outlet />
    </PortalShell>
  );
}

const ACCOUNT_FEATURES: readonly PlannedFeature[] = [
  {
    icon: Smartphone,
    title: 'Log in with your phone',
    description: 'Enter your mobile number and the one-time code we send you.',
  },
  {
    icon: IdCard,
    title: 'Register as a rider',
    description: 'Your name, phone, Aadhaar number and a photo of your ID card.',
  },
  {
    icon: Camera,
    title: 'Selfie check',
    description: 'Take a selfie with your camera; only admins and you can see it.',
  },
  {
    icon: ListChecks,
    title: 'Approval',
    description: 'An admin verifies your details before you can take orders.',
  },
];

function RiderAuthPage({ mode }: { mode: 'welcome' | 'login' | 'register' }) {
  const title = mode === 'register' ? 'Become a Washday rider' : mode === 'login' ? 'Rider login' : 'Deliver with Washday';
  return (
    <ComingSoon
      icon={Bike}
      eyebrow="Rider Portal"
      title={title}
      summary="Pick up and deliver laundry across Gurugram. Riders will log in and register here."
      notice={SIGN_IN_NOTICE}
      features={ACCOUNT_FEATURES}
    />
  );
}

export const RiderWelcomePage = () => <RiderAuthPage mode="welcome" />;
export const RiderLoginPage = () => <RiderAuthPage mode="login" />;
export const RiderRegisterPage = () => <RiderAuthPage mode="register" />;

export function RiderDashboardPage() {
  return (
    <ComingSoon
      icon={ClipboardList}
      eyebrow="Rider Portal · Dashboard"
      title="Your rider dashboard"
      summary="Everything for your shift: your status, your assigned orders and your profile."
      notice={SIGN_IN_NOTICE}
      features={[
        {
          icon: ToggleRight,
          title: 'Go active',
          description: 'Switch between active and inactive; live location is shared only while active.',
        },
        {
          icon: ClipboardList,
          title: 'Assigned orders',
          description: 'Orders given to you, earliest pickup first, with accept, start and complete steps.',
        },
        {
          icon: UserRound,
          title: 'Profile',
          description: 'Your name, phone, Aadhaar number and approval status.',
        },
        {
          icon: Bell,
          title: 'Alerts',
          description: 'The latest notifications about your orders, right on the dashboard.',
        },
      ]}
    />
  );
}

export function RiderOrderPage() {
  const { orderId } = useParams();
  return (
    <ComingSoon
      icon={PackageCheck}
      eyebrow={orderId ? `Rider Portal · Order ${orderId}` : 'Rider Portal · Order'}
      title="Order details"
      summary="The pickup and delivery details of one order assigned to you."
      notice={SIGN_IN_NOTICE}
      features={[
        {
          icon: MapPin,
          title: 'Customer and address',
          description: 'Who to meet, where, and the pickup time.',
        },
        {
          icon: Navigation,
          title: 'Navigation',
          description: 'Open directions to the customer or to the vendor in your maps app.',
        },
        {
          icon: ListChecks,
          title: 'Edit items at pickup',
          description: 'Change items or quantities; the customer approves before the change is saved.',
        },
      ]}
    />
  );
}

export function RiderNotificationsPage() {
  return (
    <ComingSoon
      icon={Bell}
      eyebrow="Rider Portal · Notifications"
      title="Notifications"
      summary="New assignments, order updates and cancellations, as they happen."
      notice={SIGN_IN_NOTICE}
      features={[
        {
          icon: Bell,
          title: 'Live updates',
          description: 'New notifications arrive without refreshing the page.',
        },
        {
          icon: ListChecks,
          title: 'Unread first',
          description: 'Filter to unread ones and mark everything read in one tap.',
        },
      ]}
    />
  );
}
