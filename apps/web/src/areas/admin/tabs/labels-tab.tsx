import { LabelsScreen } from '@/features/admin-labels/components/labels-screen';

/** Labels: the QR tag label sheets riders carry (decision 0034). */
export function LabelsTab() {
  return <LabelsScreen />;
}
