// Being built: replaced by the ordering work in progress.
export function CheckoutPage() {
  return <main className="p-6 text-slate-600">Checkout</main>;
}
