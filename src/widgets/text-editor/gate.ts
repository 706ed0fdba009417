// Which text editors need the module: text editors are on nearly every page, and nearly none has the drop cap, the one
// thing the module does. The others mount the activate chunk's stand-in (widgets/stand-ins.ts), and the page never
// fetches the module's chunk (one request and 0.6 KB gzip before input).

/** Settings the module acts on or warns about: anything but an absent, empty or `no` switch. */
export const needsDropCapModule = (raw: Record<string, unknown>): boolean => !['', 'no', null, undefined].includes(raw['drop_cap'] as string);
