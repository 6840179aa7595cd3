/** A thin bar at the top of the viewport showing how far the page is scrolled; decorative, painted by site-behaviour.ts. */
export function ProgressBar() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
      <div data-progress-bar="" className="h-full origin-left bg-secondary" style={{ transform: 'scaleX(0)' }} />
    </div>
  );
}
