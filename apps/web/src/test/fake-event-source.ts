import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';

/** Stands in for the browser's EventSource: the test opens it and dispatches events. */
export class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

/** Every test of the file has a FakeEventSource for EventSource; toasts and stubs are cleared after each. */
export function withFakeEventSource() {
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.last = null;
  });
  afterEach(() => {
    toast.dismiss();
    vi.unstubAllGlobals();
  });
}
