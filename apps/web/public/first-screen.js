/* global document, requestAnimationFrame */
// On a page whose first screen the server drew (docs/decisions/0024) this stands for the app's scripts, which its
// data attributes list: the styles and the pictures of that screen get the network first, and the code is fetched
// once the screen has been painted. The app then renders over the drawn screen (src/main.tsx).
const boot = document.querySelector('script[data-app-entry]');
let started = false;

function start() {
  if (started || !boot) return;
  started = true;
  // One insertion for them all: the document's head changes once.
  const scripts = document.createDocumentFragment();
  for (const href of (boot.dataset.appPreload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    scripts.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = boot.dataset.appEntry;
  scripts.append(script);
  document.head.append(scripts);
}

// The browser records the first contentful paint once that frame is on the screen: the code is asked for then.
// Without paint timing, two frames on; a hidden tab paints nothing, and a busy device may take long to: neither waits.
if (document.visibilityState === 'hidden') start();
else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
setTimeout(start, 1500);
