// The user-agent flags the page builder's frontend computes once: add-ons read them, and its stylesheets select on the
// body classes made from them (`e--ua-appleWebkit` fixes the social icons' and share buttons' grid in Safari).

/** User-agent flags the original exposes as `elementorFrontend.utils.environment` and writes to `<body>` as `e--ua-*` classes. */
export function readEnvironment(): Record<string, boolean> {
  const agent = `${navigator.userAgent}`;
  const has = (text: string) => agent.includes(text);
  // Module scripts run in no Internet Explorer, and every browser they run in has window.CSS (the original's blink test).
  const blink = has('Chrome');
  const edge = has('Edg');
  const opera = has('OPR/');
  const webkit = has('AppleWebKit');
  return {
    isTouchDevice: 'ontouchstart' in window || navigator.maxTouchPoints > 0,
    appleWebkit: webkit && !blink,
    blink,
    chrome: blink && !edge && !opera,
    edge,
    firefox: has('Firefox'),
    ie: false,
    mac: has('Macintosh'),
    opera,
    safari: /^((?!chrome|android).)*safari/i.test(agent),
    webkit,
  };
}

/** The body's `e--ua-*` class for each flag that holds, as the original adds them at start. */
export function addUserAgentClasses(): void {
  // These classes are wisp's, not the original's: the prepaint style's stretched sections stay on (tools/prepaint.ts).
  document.documentElement.setAttribute('data-wisp-ua', '');
  for (const [flag, holds] of Object.entries(readEnvironment())) if (holds) document.body.classList.add(`e--ua-${flag}`);
}
