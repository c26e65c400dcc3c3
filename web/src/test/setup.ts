import '@testing-library/jest-dom/vitest';
import i18n from 'i18next';
import { afterAll } from 'vitest';
// The app loads the signed-in screens' English with the shell; component tests render them directly.
import '../i18n/english-rest';
// The app loads the toast container with the first toast; here it is ready, so a toast shows at once.
import '../app/notifications-container';
import { undoStubsAndSpies } from './component-tests';

// happy-dom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
}

// Test files share their modules (isolate: false): each file leaves English, real globals and no spy.
afterAll(async () => {
  undoStubsAndSpies();
  if (i18n.isInitialized && i18n.language !== 'en') await i18n.changeLanguage('en');
});
