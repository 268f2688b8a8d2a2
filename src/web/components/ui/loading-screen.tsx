import { LoaderCircle } from 'lucide-react';

/** Centred spinner with the text 'Loading...' (spec 001 §2), announced politely. */
export function LoadingScreen() {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] items-center justify-center gap-2 text-gray-600"
    >
      <LoaderCircle className="h-6 w-6 animate-spin text-primary" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
