import '@testing-library/jest-dom/vitest';
// The app loads the signed-in screens' English with the shell; component tests render them directly.
import '../i18n/english-rest';
