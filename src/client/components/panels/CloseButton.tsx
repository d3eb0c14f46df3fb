/** The × at the end of a panel's or dialog's title bar. */
export function CloseButton({ onClick }: { onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Close"
      className="rounded px-1 text-lg leading-none opacity-70 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-sky-600"
    >
      ×
    </button>
  );
}
