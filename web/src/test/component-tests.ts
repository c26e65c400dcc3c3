import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { setupI18n } from '../i18n';

/** Stubbed globals (fetch) and spies undone. */
export function undoStubsAndSpies() {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

/** After each test: the page unmounted, no toast left over, stubbed globals (fetch) and spies undone. */
export function cleanUpAfterEachTest() {
  afterEach(() => {
    cleanup();
    notifications.clean();
    undoStubsAndSpies();
  });
}

/** A component test file's frame: the English texts loaded once, and a clean slate after each test. */
export function setUpComponentTests() {
  beforeAll(() => setupI18n('en'));
  cleanUpAfterEachTest();
}
