/**
 * /m/:lang/applet: the exhibitor page with platform Applet. Its own module so the route has a chunk
 * named 'applet-page' (what the gateway preloads for the segment); the page is the exhibitor page's.
 */
export {
  appletLoader,
  ExhibitorLayout as AppletLayout,
  ExhibitorHomeTab as AppletHome,
} from './exhibitor-page.tsx';
