import '@testing-library/jest-dom/vitest';
// The app loads the signed-in screens' English with the shell; component tests render them directly.
import '../i18n/english-rest';
// The app loads the toast container with the first toast; here it is ready, so a toast shows at once.
import '../app/notifications-container';

// happy-dom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
}
