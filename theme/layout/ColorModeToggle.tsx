/** Switches light and dark; the client runtime wires the click and stores the choice under `theme`. */
export function ColorModeToggle() {
  return (
    <button type="button" className="sg-color-toggle" data-color-toggle="" aria-label="Switch between dark and light mode" title="Switch between dark and light mode">
      <span className="sg-color-toggle__light" aria-hidden="true">☀︎</span>
      <span className="sg-color-toggle__dark" aria-hidden="true">☾</span>
    </button>
  );
}
