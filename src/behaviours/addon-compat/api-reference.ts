// Apart from wants.ts, whose kind check needs the registry: the jQuery check reads only this, and a chunk of its own
// importing wants.ts would import every module the registry's lists come with.

/** The page builder's frontend API (Pro's included: site code opens popups through it), named in an add-on's code. */
export const API_REFERENCE = /\belementor(?:Pro)?Frontend\b|\belementorModules\b|elementor\/frontend\/init/;
