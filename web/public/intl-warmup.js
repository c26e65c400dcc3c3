// Started by index.html as a worker. A page's first Intl formatter makes the browser load its ICU
// locale data, which is shared by the whole page: 80 to 100 ms of a slow phone's main thread. Here
// it runs on another core while the main thread parses and runs the app, whose own formatters then
// take a few milliseconds.
new Intl.NumberFormat().format(0);
new Intl.DateTimeFormat().format(0);
// The work is done: the worker ends (nothing else holds it).
globalThis.close();
