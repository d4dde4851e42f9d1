import { contract } from '@washday/core';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RIDER_NOTICE_FIXTURES, riderNoticeOf } from '@/features/rider-notifications/testing/rider-notice-fixtures';
import { englishLeftIn } from '@/test/english-left';
import { i18n } from '@/lib/i18n';
import { on } from '@/test/mock-api';
import { makeRider, mockRiderApi, notificationList, renderRider, unreadCount } from './rider-test-utils';

beforeAll(async () => {
  await import('@/areas/rider');
});

afterEach(async () => {
  toast.dismiss();
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

const [pickup, , reassigned, , , , rejected] = RIDER_NOTICE_FIXTURES;

function showNotices() {
  const notices = [pickup!, reassigned!, rejected!].map((f) =>
    riderNoticeOf(f, { createdAt: new Date(Date.now() - 5 * 60_000).toISOString() }),
  );
  mockRiderApi(makeRider(), [
    on(contract.riderNotifications.list, notificationList(notices)),
    on(contract.riderNotifications.unreadCount, unreadCount(3)),
  ]);
  renderRider('/rider/notifications');
}

describe("a rider's order notifications", () => {
  it('say their bodies in Hindi, with the order, the address and the reason as data', async () => {
    await i18n.changeLanguage('hi');
    showNotices();
    const items = await within(await screen.findByRole('list', { name: 'सूचनाएँ' })).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'ऑर्डर WD-7KQ2MX का पिकअप सोमवार, 23 नवंबर को सुबह 10:00 बजे करें। पता: B-204, Palm Court, Sector 45, Gurugram, Haryana 122003',
    );
    expect(items[1]).toHaveTextContent('ऑर्डर WD-7KQ2MX का पिकअप किसी दूसरे राइडर को दे दिया गया है, अब आपको जाने की ज़रूरत नहीं है।');
    expect(items[2]).toHaveTextContent(
      'ऑर्डर WD-7KQ2MX: ग्राहक ने बदलाव नामंज़ूर कर दिए हैं (Only one shirt)। कृपया ऑर्डर ठीक करके दोबारा भेजें।',
    );
    expect(within(items[2]!).getByText('Only one shirt')).toHaveAttribute('translate', 'no');
    expect(englishLeftIn(screen.getByRole('main').parentElement!, ['Ravi Kumar'])).toEqual([]);
  });

  it('say them in English exactly as the server stored them', async () => {
    showNotices();
    const items = await within(await screen.findByRole('list', { name: 'Notifications' })).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(pickup!.english);
    expect(items[1]).toHaveTextContent(reassigned!.english);
    expect(items[2]).toHaveTextContent(rejected!.english);
  });
});
