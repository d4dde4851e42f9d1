// Being built: replaced by the ordering work in progress.
export function BookingConfirmedPage() {
  return <main className="p-6 text-slate-600">Booking confirmed</main>;
}
