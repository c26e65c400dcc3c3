// How the browser tests and the benchmark start Debian's Chromium, in one place.

/** Debian's Chromium (apt-get install -y chromium); CHROMIUM_PATH overrides it elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Since Chromium 132 headless mode is the whole desktop browser, and Chromium 156 loads its address
// bar's popup (a WebUI page) into a hidden renderer that kept one of a two-core machine's cores
// busy during every page load: measured at full size, the phone profile's warm visit took 3.7 s
// with it and 2.0 s without. A phone's browser has no such popup and the pages
// under test never show it, so it is turned off; Playwright's own disabled features still apply
// (Chromium merges repeated --disable-features switches).
const DESKTOP_ONLY_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DESKTOP_ONLY_FEATURES.join(',')}`,
];
