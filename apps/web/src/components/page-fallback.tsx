/**
 * What shows while the first route's chunk and data load: the page's own frame in grey, so the real page
 * replaces it without moving anything.
 */
export function PageFallback() {
  return (
    <div className="sf-page" aria-busy="true" aria-label="Loading">
      <div className="sf-topbar sf-topbar--placeholder" />
      <div className="sf-skel sf-skel--banner" />
      <div className="sf-card sf-hero-skel">
        <div className="sf-skel sf-skel--logo" />
        <div className="sf-skel sf-skel--line sf-skel--w60" />
        <div className="sf-skel sf-skel--line sf-skel--w40" />
      </div>
    </div>
  );
}
