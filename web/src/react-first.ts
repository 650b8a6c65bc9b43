/**
 * @module
 * React's and React DOM's own start, in the page's first script: the build puts this module in
 * the `react` chunk, which the page runs in a task before the app's (web/build/react-first.ts,
 * decision 057). Without it their CommonJS code would start inside the app's task, when the app
 * first asks for them.
 */
import 'react';
import 'react-dom/client';
