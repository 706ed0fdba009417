// The one door to preact, preact/compat and @preact/signals in the build: `react`, `react-dom`, `react/jsx-runtime`
// and `@preact/signals` all resolve here (build.mjs), so esbuild puts the three libraries in ONE shared lazy chunk.
// Source files never import this module by name; they import `react` and `@preact/signals` as usual. It is an entry
// point, so everything listed is kept: list what components use, and a name missing here stops the build.
export { Fragment, createElement, render, useEffect, useLayoutEffect, useRef, useState } from 'preact/compat';
export { jsx, jsxs } from 'preact/jsx-runtime';
export { effect, signal, untracked } from '@preact/signals';
