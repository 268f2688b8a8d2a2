/** A horizontal rule with "or" in the middle, between alternative actions. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs text-gray-500 uppercase">
      <span className="h-px flex-1 bg-gray-200" aria-hidden="true" />
      or
      <span className="h-px flex-1 bg-gray-200" aria-hidden="true" />
    </div>
  );
}
